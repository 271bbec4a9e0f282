import type { ObservationCategory } from '../codes';
import type { LifelogTypeKey } from '../units/lifelogTypes';

export const fhirSystems = {
  loinc: 'http://loinc.org',
  snomed: 'http://snomed.info/sct',
  ucum: 'http://unitsofmeasure.org',
  observationCategory: 'http://terminology.hl7.org/CodeSystem/observation-category',
  /** Our own codes, for what LOINC and SNOMED CT have no code (water intake, glucose measurement time). */
  lifelog: 'https://fhir.family-health.app/CodeSystem/lifelog',
  glucoseMeasurementTime: 'https://fhir.family-health.app/CodeSystem/glucose-measurement-time',
  /** Identifier system of a record imported from a health app: `<this>/<deviceTypeCode>`. */
  healthAppRecord: 'https://fhir.family-health.app/health-app',
  reportCategory: 'https://fhir.family-health.app/CodeSystem/report',
  checkup: 'https://fhir.family-health.app/checkup',
  checkupItem: 'https://fhir.family-health.app/CodeSystem/checkup-item',
  checkupJudgement: 'https://fhir.family-health.app/CodeSystem/checkup-judgement',
} as const;

export interface FhirCoding {
  readonly system: string;
  readonly code: string;
  readonly display: string;
}

export interface LifelogCoding {
  readonly coding: FhirCoding;
  readonly category: ObservationCategory;
  /** For a panel: the coding of each value, by value name. */
  readonly components?: Readonly<Record<string, FhirCoding>>;
}

const loinc = (code: string, display: string): FhirCoding => ({ system: fhirSystems.loinc, code, display });

/**
 * How each life-log type is coded in FHIR: LOINC where it has a code (checked on loinc.org), SNOMED CT for
 * hip circumference, which LOINC lacks as a plain measurement, and our system for water intake. Steps use
 * 55423-8 (steps in an unspecified time) rather than 41950-7 (steps in 24 hours) because health apps send
 * hourly counts; daily totals are sums of them.
 */
export const lifelogCodes = {
  step: { coding: loinc('55423-8', 'Number of steps in unspecified time Pedometer'), category: 'activity' },
  meal: {
    coding: { system: fhirSystems.lifelog, code: 'waterIntake', display: 'Water intake' },
    category: 'social-history',
  },
  weight: { coding: loinc('29463-7', 'Body weight'), category: 'vital-signs' },
  heartRate: { coding: loinc('8867-4', 'Heart rate'), category: 'vital-signs' },
  bodyComposition: { coding: loinc('41982-0', 'Percentage of body fat Measured'), category: 'exam' },
  hipCircumference: {
    coding: { system: fhirSystems.snomed, code: '284472007', display: 'Hip circumference' },
    category: 'exam',
  },
  waistCircumference: {
    coding: loinc('8280-0', 'Waist Circumference at umbilicus by Tape measure'),
    category: 'exam',
  },
  height: { coding: loinc('8302-2', 'Body height'), category: 'vital-signs' },
  bloodGlucose: {
    coding: loinc('41653-7', 'Glucose [Mass/volume] in Capillary blood by Glucometer'),
    category: 'laboratory',
  },
  bloodPressure: {
    coding: loinc('85354-9', 'Blood pressure panel with all children optional'),
    category: 'vital-signs',
    components: {
      sbp: loinc('8480-6', 'Systolic blood pressure'),
      dbp: loinc('8462-4', 'Diastolic blood pressure'),
    },
  },
  sleep: { coding: loinc('93832-4', 'Sleep duration'), category: 'activity' },
  triglyceride: {
    coding: loinc('2571-8', 'Triglyceride [Mass/volume] in Serum or Plasma'),
    category: 'laboratory',
  },
  hdlCholesterol: {
    coding: loinc('2085-9', 'Cholesterol in HDL [Mass/volume] in Serum or Plasma'),
    category: 'laboratory',
  },
  totalCholesterol: {
    coding: loinc('2093-3', 'Cholesterol [Mass/volume] in Serum or Plasma'),
    category: 'laboratory',
  },
  gammaGtp: {
    coding: loinc('2324-2', 'Gamma glutamyl transferase [Enzymatic activity/volume] in Serum or Plasma'),
    category: 'laboratory',
  },
  hemoglobin: { coding: loinc('718-7', 'Hemoglobin [Mass/volume] in Blood'), category: 'laboratory' },
  hbA1c: { coding: loinc('4548-4', 'Hemoglobin A1c/Hemoglobin.total in Blood'), category: 'laboratory' },
} as const satisfies Record<LifelogTypeKey, LifelogCoding>;

/** Component of a glucose record that says when it was measured (its value is an `80001`-style code). */
export const glucoseMeasurementTimeComponent: FhirCoding = {
  system: fhirSystems.lifelog,
  code: 'measurementTime',
  display: 'Measurement time',
};

/** `system|code`, the token form FHIR search parameters take. */
export function codingToken(coding: Pick<FhirCoding, 'system' | 'code'>): string {
  return `${coding.system}|${coding.code}`;
}

/** The search token of a type's record code. */
export function lifelogCodeToken(typeKey: LifelogTypeKey): string {
  return codingToken(lifelogCodes[typeKey].coding);
}

/** The type whose record (or component) carries this coding, if any. */
export function lifelogTypeOfCoding(coding: { system?: string; code?: string }): LifelogTypeKey | null {
  for (const [typeKey, entry] of Object.entries(lifelogCodes) as [LifelogTypeKey, LifelogCoding][]) {
    if (entry.coding.system === coding.system && entry.coding.code === coding.code) return typeKey;
  }
  return null;
}
