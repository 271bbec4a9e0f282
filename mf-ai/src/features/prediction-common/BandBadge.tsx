import { useTranslation } from 'react-i18next';
import { ToneBadge, type BadgeTone } from 'shared-kernel';
import type { PredictionSeverity } from 'shared-kernel/isomorphic';

const toneOf: Record<PredictionSeverity, BadgeTone> = { low: 'normal', moderate: 'caution', high: 'danger' };

/** A result's published band as text on its severity's colour (never colour alone). */
export function BandBadge({ band, severity }: { band: string; severity: PredictionSeverity }) {
  const { t } = useTranslation('ai');
  return (
    <ToneBadge tone={toneOf[severity]} data-severity={severity}>
      {t(`bands.${band}`)}
    </ToneBadge>
  );
}
