import { useTranslation } from 'react-i18next';
import type { PredictionSeverity } from 'shared-kernel/isomorphic';
import styles from './BandBadge.module.css';

/** A result's published band as text on its severity's colour (never colour alone). */
export function BandBadge({ band, severity }: { band: string; severity: PredictionSeverity }) {
  const { t } = useTranslation('ai');
  return (
    <span className={`${styles.badge} ${styles[severity] ?? ''}`} data-severity={severity}>
      {t(`bands.${band}`)}
    </span>
  );
}
