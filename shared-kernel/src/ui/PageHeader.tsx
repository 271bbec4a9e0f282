import { useTranslation } from 'react-i18next';
import { goBack } from '../navigation';
import { useDocumentTitle } from './useDocumentTitle';
import styles from './ui.module.css';

export interface PageHeaderProps {
  title: string;
  /** What ← does instead of going back (e.g. the previous step of a flow). */
  onBack?: () => void;
  /**
   * Where ← goes when nothing of the app is behind this page (it was opened directly); by default the path one
   * level up (`parentPath`).
   */
  parent?: string;
}

/** Top bar of a page outside the /main frame: a back button and the page title as its heading and tab title. */
export function PageHeader({ title, onBack, parent }: PageHeaderProps) {
  const { t } = useTranslation('ui');
  useDocumentTitle(title);
  return (
    <header className={styles.pageHeader}>
      <button
        type="button"
        className={styles.iconButton}
        onClick={onBack ?? (() => goBack(parent))}
        aria-label={t('common:back')}
      >
        ←
      </button>
      <h1 className={styles.pageTitle}>{title}</h1>
    </header>
  );
}
