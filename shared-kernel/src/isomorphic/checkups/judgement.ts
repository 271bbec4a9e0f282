// A checkup's judgement, read and weighed one way wherever it is shown (the checkup screen, the dashboard's card:
// issue 32.2), so that the same report never reads as normal on one screen and as nothing on another.
import { checkupJudgementCodes, type CheckupJudgementCode } from '../codes';
import { fhirSystems } from '../fhir';

/** How a judgement weighs, worst last among the first four; a patient's and a left-alone finding stand apart. */
export type CheckupJudgementTone = 'normal' | 'borderline' | 'caution' | 'danger' | 'patient' | 'neutral';

const {
  normalA,
  normalB,
  healthCaution,
  suspectedDisease,
  hypertensionDiabetesSuspected,
  existingPatient,
  generalDisease,
  occupationalDisease,
  simpleCare,
  leaveCare,
} = checkupJudgementCodes;

export const checkupJudgementTones: Readonly<Record<CheckupJudgementCode, CheckupJudgementTone>> = {
  [normalA]: 'normal',
  [normalB]: 'borderline',
  [healthCaution]: 'caution',
  [simpleCare]: 'caution',
  [suspectedDisease]: 'danger',
  [hypertensionDiabetesSuspected]: 'danger',
  [generalDisease]: 'danger',
  [occupationalDisease]: 'danger',
  [existingPatient]: 'patient',
  [leaveCare]: 'neutral',
};

const judgementCodes: readonly string[] = Object.values(checkupJudgementCodes);

interface CodedConcept {
  readonly coding?: readonly { readonly system?: string; readonly code?: string }[];
}

/**
 * The checkup judgement among FHIR concepts (a report's `conclusionCode`, an item's `interpretation`); other code
 * systems may stand beside it. Null when none is given.
 */
export function checkupJudgementOf(
  concepts: readonly CodedConcept[] | undefined,
): CheckupJudgementCode | null {
  for (const concept of concepts ?? []) {
    for (const coding of concept.coding ?? []) {
      if (
        coding.system === fhirSystems.checkupJudgement &&
        coding.code &&
        judgementCodes.includes(coding.code)
      )
        return coding.code as CheckupJudgementCode;
    }
  }
  return null;
}
