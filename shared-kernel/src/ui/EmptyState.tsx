import { type ReactNode } from 'react';
import styles from './ui.module.css';

/** What an area shows when it has nothing to show yet: a plain statement, never made-up data. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className={styles.emptyState} aria-label={title}>
      <h2 className={styles.emptyTitle}>{title}</h2>
      {children ? <div className={styles.emptyText}>{children}</div> : null}
    </section>
  );
}
