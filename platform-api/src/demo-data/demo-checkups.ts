import type { Coding, DiagnosticReport, Observation } from 'fhir/r4';
import {
  ageOn,
  bodyMassIndex,
  checkupItemKeys,
  checkupJudgementCodes,
  egfrCkdEpi2021,
  fhirSystems,
  genderCodes,
  patientReference,
  type CheckupItemKey,
  type CheckupJudgementCode,
  type GenderCode,
  type CheckupQualitativeResult,
} from 'shared-kernel/isomorphic';
import { checkupItemStandards, ucum, type ItemValue } from './checkup-standards';

/** What a checkup measured; BMI, LDL cholesterol and eGFR are computed from these. */
export interface DemoCheckupValues {
  height: number;
  weight: number;
  waistCircumference: number;
  visionLeft: number;
  visionRight: number;
  hearingLeft: Extract<CheckupQualitativeResult, 'normal' | 'abnormal'>;
  hearingRight: Extract<CheckupQualitativeResult, 'normal' | 'abnormal'>;
  systolicBloodPressure: number;
  diastolicBloodPressure: number;
  fastingBloodSugar: number;
  totalCholesterol: number;
  hdlCholesterol: number;
  triglyceride: number;
  hemoglobin: number;
  urineProtein: Extract<CheckupQualitativeResult, 'negative' | 'trace' | 'positive'>;
  serumCreatinine: number;
  ast: number;
  alt: number;
  gammaGtp: number;
}

export interface DemoCheckup {
  /** YYYY-MM-DD */
  date: string;
  values: DemoCheckupValues;
}

export interface DemoCheckupPerson {
  subjectId: string;
  genderCode: GenderCode;
  /** YYYY-MM-DD, for the age eGFR depends on. */
  userBrthdyDe: string;
  /** Items the person is already treated for: judged "existing patient" whatever their value. */
  treatedItems?: readonly CheckupItemKey[];
}

const { normalA, normalB, suspectedDisease, hypertensionDiabetesSuspected, existingPatient } =
  checkupJudgementCodes;

/** eGFR in mL/min/1.73 m² by the kernel's CKD-EPI 2021 creatinine equation (`egfrCkdEpi2021`), as the lab reports it. */
export function egfrOfCheckup(creatinine: number, age: number, genderCode: GenderCode): number {
  return egfrCkdEpi2021(creatinine, age, genderCode === genderCodes.female ? 'female' : 'male') ?? 0;
}

/** LDL cholesterol by the Friedewald equation (triglyceride under 400 mg/dL), as screening labs report it. */
function friedewaldLdl({ totalCholesterol, hdlCholesterol, triglyceride }: DemoCheckupValues): number {
  return Math.round(totalCholesterol - hdlCholesterol - triglyceride / 5);
}

function itemValues(values: DemoCheckupValues, person: DemoCheckupPerson, date: string) {
  return {
    ...values,
    bodyMassIndex: bodyMassIndex(values.weight, values.height) ?? 0,
    ldlCholesterol: friedewaldLdl(values),
    egfr: egfrOfCheckup(values.serumCreatinine, ageOn(person.userBrthdyDe, date) ?? 0, person.genderCode),
  } satisfies Record<CheckupItemKey, ItemValue>;
}

/** How serious each judgement is, for the report's overall conclusion: the most serious item decides. */
const seriousness: readonly CheckupJudgementCode[] = [
  normalA,
  normalB,
  suspectedDisease,
  hypertensionDiabetesSuspected,
  existingPatient,
];

function judgementCoding(code: CheckupJudgementCode): Coding {
  return { system: fhirSystems.checkupJudgement, code };
}

function itemObservation(
  key: CheckupItemKey,
  value: ItemValue,
  judgement: CheckupJudgementCode | null,
  effectiveDateTime: string,
): Observation {
  const standard = checkupItemStandards[key];
  const coding: Coding[] = [{ system: fhirSystems.checkupItem, code: key }];
  if (standard.loinc)
    coding.push({ system: fhirSystems.loinc, code: standard.loinc[0], display: standard.loinc[1] });
  return {
    resourceType: 'Observation',
    id: `item-${key}`,
    status: 'final',
    code: { coding },
    effectiveDateTime,
    ...(typeof value === 'string'
      ? { valueString: value }
      : { valueQuantity: standard.unit ? ucum(value, standard.unit) : { value } }),
    ...(judgement ? { interpretation: [{ coding: [judgementCoding(judgement)] }] } : {}),
    ...(standard.referenceRange.length > 0 ? { referenceRange: standard.referenceRange } : {}),
  };
}

/**
 * A checkup as the API keeps it: a DiagnosticReport (category checkup, identifier in the checkup system) with
 * one contained Observation per checkup item, each judged by the national screening criteria, and the most
 * serious judgement as its conclusion.
 */
export function demoCheckupReport(person: DemoCheckupPerson, checkup: DemoCheckup): DiagnosticReport {
  const effectiveDateTime = `${checkup.date}T09:00:00+09:00`;
  const values = itemValues(checkup.values, person, checkup.date);
  const items = checkupItemKeys.map((key) => {
    const value = values[key];
    const judged = checkupItemStandards[key].judge?.(value, person.genderCode) ?? null;
    const judgement = judged && person.treatedItems?.includes(key) ? existingPatient : judged;
    return { key, judgement, observation: itemObservation(key, value, judgement, effectiveDateTime) };
  });
  const conclusion = items.reduce<CheckupJudgementCode>(
    (worst, { judgement }) =>
      judgement && seriousness.indexOf(judgement) > seriousness.indexOf(worst) ? judgement : worst,
    normalA,
  );
  const checkupCoding = { system: fhirSystems.reportCategory, code: 'checkup', display: 'Health checkup' };
  return {
    resourceType: 'DiagnosticReport',
    identifier: [{ system: fhirSystems.checkup, value: `general-${checkup.date}` }],
    status: 'final',
    category: [{ coding: [checkupCoding] }],
    code: { coding: [checkupCoding], text: 'General health checkup' },
    subject: { reference: patientReference(person.subjectId) },
    effectiveDateTime,
    conclusionCode: [{ coding: [judgementCoding(conclusion)] }],
    contained: items.map(({ observation }) => observation),
    result: items.map(({ key }) => ({ reference: `#item-${key}` })),
  };
}
