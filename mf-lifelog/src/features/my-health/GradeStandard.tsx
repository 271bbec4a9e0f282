import { useTranslation } from 'react-i18next';
import styles from './MyHealthPage.module.css';

/**
 * Which published standard a card's grade follows ("대한비만학회 지침 기준"): the health checkup judges some of the
 * same values by the national checkup criteria, and a grade without its standard would seem to contradict it.
 */
export function GradeStandard({ origins }: { origins: readonly string[] }) {
  const { t } = useTranslation('lifelog');
  if (origins.length === 0) return null;
  const standard = origins
    .map((origin) => t(`guide.originsShort.${origin}`, { defaultValue: origin }))
    .join(', ');
  return <span className={styles.standard}>{t('my.gradeBy', { standard })}</span>;
}
