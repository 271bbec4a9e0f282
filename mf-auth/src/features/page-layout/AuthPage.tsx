import type { ReactNode } from 'react';
import { PageHeader } from 'shared-kernel';
import styles from '../auth.module.css';

/** A page of this remote outside the /main frame: the header with back button and title, then the content. */
export function AuthPage({
  title,
  onBack,
  children,
}: {
  title: string;
  onBack?: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} onBack={onBack} />
      <div className={styles.page}>{children}</div>
    </>
  );
}
