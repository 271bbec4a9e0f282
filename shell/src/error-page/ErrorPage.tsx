import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { uiStyles, useDocumentTitle } from 'shared-kernel';
import { HOME_PATH } from '../routing/paths';

export function ErrorPage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('errorPage.title'));
  const titleId = useId();
  return (
    // A named section is a region landmark of its own: the frame's main stays the remotes' (empty) area.
    <section className={uiStyles.areaError} aria-labelledby={titleId}>
      <h1 id={titleId} className={uiStyles.emptyTitle}>
        {t('errorPage.title')}
      </h1>
      <p className={uiStyles.emptyText}>{t('errorPage.text')}</p>
      {/* uiStyles.button makes the link a 44 px tap target, not a line of text (it measured 100×19). */}
      <Link className={uiStyles.button} to={HOME_PATH}>
        {t('errorPage.home')}
      </Link>
    </section>
  );
}
