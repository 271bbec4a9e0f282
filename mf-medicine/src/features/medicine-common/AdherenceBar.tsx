import { useTranslation } from 'react-i18next';
import { compliantRatePercent, type MedicationAdherence } from 'shared-kernel/isomorphic';
import styles from './adherence.module.css';

/**
 * Doses taken of doses due as a rate, whether that is compliant, and a small bar with the 80 % line (spec
 * section 9). Nothing due yet says so instead of a rate.
 */
export function AdherenceBar({ label, adherence }: { label: string; adherence: MedicationAdherence }) {
  const { t, i18n } = useTranslation('medicine');
  const { rate, compliant, takenCnt, dueCnt } = adherence;
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const verdict =
    rate === null
      ? t('adherence.nothingDue')
      : compliant
        ? t('adherence.compliant')
        : t('adherence.notCompliant');
  return (
    <div className={styles.adherence}>
      <div className={styles.head}>
        <span className={styles.label}>{label}</span>
        <span className={styles.rate}>{rate === null ? '--' : `${number.format(rate)}%`}</span>
      </div>
      <div
        className={styles.bar}
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rate ?? 0}
        aria-valuetext={
          rate === null
            ? verdict
            : t('adherence.valueText', { rate: number.format(rate), taken: takenCnt, due: dueCnt, verdict })
        }
      >
        <span
          className={styles.fill}
          data-compliant={compliant ?? undefined}
          style={{ width: `${Math.min(rate ?? 0, 100)}%` }}
        />
        <span className={styles.line} style={{ left: `${compliantRatePercent}%` }} aria-hidden="true" />
      </div>
      <p className={styles.verdict} data-compliant={compliant ?? undefined}>
        {rate === null ? verdict : t('adherence.counts', { taken: takenCnt, due: dueCnt, verdict })}
      </p>
    </div>
  );
}
