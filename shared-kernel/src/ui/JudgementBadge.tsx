import { useTranslation } from 'react-i18next';
import { checkupJudgementTones, type CheckupJudgementCode } from '../isomorphic';
import { ToneBadge } from './ToneBadge';

/**
 * A checkup judgement as text on its colour, a plain "no judgement" when the report gives none: the checkup
 * screens' and the routine dashboard's one badge. Its texts are in the `healthCheckup` namespace, which the
 * remote showing it loads.
 */
export function JudgementBadge({ judgement }: { judgement: CheckupJudgementCode | null }) {
  const { t } = useTranslation('healthCheckup');
  if (!judgement) return <ToneBadge tone="neutral">{t('checkup.noJudgement')}</ToneBadge>;
  return (
    <ToneBadge tone={checkupJudgementTones[judgement]} data-judgement={judgement}>
      {t(`checkup.judgements.${judgement}`)}
    </ToneBadge>
  );
}
