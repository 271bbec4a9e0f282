import { useTranslation } from 'react-i18next';
import { healthGradeCodes, type HealthGradeCode } from 'shared-kernel/isomorphic';
import { gradeName } from './names';
import styles from './GradeBadge.module.css';

const toneOf: Record<HealthGradeCode, string | undefined> = {
  [healthGradeCodes.normal]: styles.normal,
  [healthGradeCodes.cautionA]: styles.cautionA,
  [healthGradeCodes.cautionB]: styles.cautionB,
  [healthGradeCodes.danger]: styles.danger,
  [healthGradeCodes.diseaseSuspicion]: styles.diseaseSuspicion,
};

/** A grade as text on its colour (never colour alone); nothing when there is no grade. */
export function GradeBadge({ gradCode }: { gradCode: HealthGradeCode | null | undefined }) {
  const { t } = useTranslation('lifelog');
  if (!gradCode) return null;
  return (
    <span className={`${styles.badge} ${toneOf[gradCode] ?? ''}`} data-grade={gradCode}>
      {gradeName(t, gradCode)}
    </span>
  );
}
