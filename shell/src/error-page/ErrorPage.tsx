import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { uiStyles } from 'shared-kernel';
import { HOME_PATH } from '../routing/paths';

export function ErrorPage() {
  const { t } = useTranslation('shell');
  return (
    <section className={uiStyles.areaError}>
      <h1 className={uiStyles.emptyTitle}>{t('errorPage.title')}</h1>
      <p className={uiStyles.emptyText}>{t('errorPage.text')}</p>
      <Link className={uiStyles.button} to={HOME_PATH}>
        {t('errorPage.home')}
      </Link>
    </section>
  );
}
