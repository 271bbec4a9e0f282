import { useTranslation } from 'react-i18next';
import { checkupJudgementCodes, type CheckupJudgementCode } from 'shared-kernel/isomorphic';
import styles from './JudgementBadge.module.css';

const { normalA, normalB, healthCaution, suspectedDisease, hypertensionDiabetesSuspected } =
  checkupJudgementCodes;
const { existingPatient, generalDisease, occupationalDisease, simpleCare, leaveCare } = checkupJudgementCodes;

/** The colour of each judgement; the text always says it too. */
const toneOf: Record<CheckupJudgementCode, string | undefined> = {
  [normalA]: styles.normal,
  [normalB]: styles.borderline,
  [healthCaution]: styles.caution,
  [simpleCare]: styles.caution,
  [suspectedDisease]: styles.danger,
  [hypertensionDiabetesSuspected]: styles.danger,
  [generalDisease]: styles.danger,
  [occupationalDisease]: styles.danger,
  [existingPatient]: styles.patient,
  [leaveCare]: styles.neutral,
};

/** A checkup judgement as text on its colour; a plain "no judgement" when the report gives none. */
export function JudgementBadge({ judgement }: { judgement: CheckupJudgementCode | null }) {
  const { t } = useTranslation('healthCheckup');
  if (!judgement)
    return <span className={`${styles.badge} ${styles.neutral}`}>{t('checkup.noJudgement')}</span>;
  return (
    <span className={`${styles.badge} ${toneOf[judgement] ?? ''}`} data-judgement={judgement}>
      {t(`checkup.judgements.${judgement}`)}
    </span>
  );
}
