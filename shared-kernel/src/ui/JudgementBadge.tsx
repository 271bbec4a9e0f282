import { useTranslation } from 'react-i18next';
import { checkupJudgementTones, type CheckupJudgementCode, type CheckupJudgementTone } from '../isomorphic';
import styles from './judgementBadge.module.css';

/** The colour of each weight of judgement (the kernel's rule); the text always says it too. */
const toneStyles: Record<CheckupJudgementTone, string | undefined> = {
  normal: styles.normal,
  borderline: styles.borderline,
  caution: styles.caution,
  danger: styles.danger,
  patient: styles.patient,
  neutral: styles.neutral,
};

/**
 * A checkup judgement as text on its colour, a plain "no judgement" when the report gives none: the checkup
 * screens' and the routine dashboard's one badge. Its texts are in the `healthCheckup` namespace, which the
 * remote showing it loads.
 */
export function JudgementBadge({ judgement }: { judgement: CheckupJudgementCode | null }) {
  const { t } = useTranslation('healthCheckup');
  if (!judgement)
    return <span className={`${styles.badge} ${styles.neutral}`}>{t('checkup.noJudgement')}</span>;
  return (
    <span
      className={`${styles.badge} ${toneStyles[checkupJudgementTones[judgement]] ?? ''}`}
      data-judgement={judgement}
    >
      {t(`checkup.judgements.${judgement}`)}
    </span>
  );
}
