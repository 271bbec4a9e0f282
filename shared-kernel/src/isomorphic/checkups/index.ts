export { checkupJudgementOf, checkupJudgementTones, type CheckupJudgementTone } from './judgement';
