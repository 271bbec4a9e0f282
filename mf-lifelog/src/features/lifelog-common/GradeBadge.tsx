import { useTranslation } from 'react-i18next';
import { ToneBadge, type BadgeTone } from 'shared-kernel';
import { healthGradeCodes, type HealthGradeCode } from 'shared-kernel/isomorphic';
import { gradeName } from './names';

const toneOf: Record<HealthGradeCode, BadgeTone> = {
  [healthGradeCodes.normal]: 'normal',
  [healthGradeCodes.cautionA]: 'caution',
  [healthGradeCodes.cautionB]: 'warning',
  [healthGradeCodes.danger]: 'danger',
  [healthGradeCodes.diseaseSuspicion]: 'patient',
};

/** A grade as text on its colour (never colour alone); nothing when there is no grade. */
export function GradeBadge({ gradCode }: { gradCode: HealthGradeCode | null | undefined }) {
  const { t } = useTranslation('lifelog');
  if (!gradCode) return null;
  return (
    <ToneBadge tone={toneOf[gradCode]} data-grade={gradCode}>
      {gradeName(t, gradCode)}
    </ToneBadge>
  );
}
