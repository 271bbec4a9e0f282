import type { Coding, Observation, ObservationComponent, Quantity } from 'fhir/r4';
import {
  allGlucoseMeasurementTimeCodes,
  lifelogTypes,
  type GlucoseMeasurementTimeCode,
  type LifelogType,
  type LifelogTypeKey,
} from '../units/lifelogTypes';
import {
  fhirSystems,
  glucoseMeasurementTimeComponent,
  lifelogCodes,
  lifelogTypeOfCoding,
  type FhirCoding,
  type LifelogCoding,
} from './codings';

/** A life-log record as the app works with it: its values by the spec's value names (`sbp`, `weight`...). */
export interface LifelogRecord {
  /** Server id; absent before the record is saved. */
  readonly id?: string;
  readonly typeKey: LifelogTypeKey;
  /** fhirResId of the person the record is about. */
  readonly subjectId: string;
  readonly values: Readonly<Record<string, number>>;
  /** When it was measured (ISO date-time); the start for a period such as an hour of steps or a night. */
  readonly effectiveDateTime: string;
  readonly effectiveEnd?: string;
  readonly measurementTime?: GlucoseMeasurementTimeCode;
  /** Identifies a record imported from elsewhere, so that importing it again creates no duplicate. */
  readonly identifier?: { readonly system: string; readonly value: string };
}

export const patientReference = (subjectId: string): string => `Patient/${subjectId}`;

/** fhirResId of a `Patient/{id}` reference; null for any other reference. */
export function subjectIdOf(reference: string | undefined): string | null {
  const match = /^Patient\/([A-Za-z0-9\-.]{1,64})$/.exec(reference ?? '');
  return match?.[1] ?? null;
}

function toCoding({ system, code, display }: FhirCoding): Coding {
  return { system, code, display };
}

function quantity(type: LifelogType, valueName: string, value: number): Quantity {
  const unit = type.values.find((candidate) => candidate.name === valueName);
  return {
    value,
    ...(unit?.unit ? { unit: unit.unit } : {}),
    ...(unit?.ucum ? { system: fhirSystems.ucum, code: unit.ucum } : {}),
  };
}

/** The FHIR R4 Observation of a record, following the vital-signs conventions (category, LOINC, UCUM). */
export function buildLifelogObservation(record: LifelogRecord): Observation {
  const type: LifelogType = lifelogTypes[record.typeKey];
  const coding: LifelogCoding = lifelogCodes[record.typeKey];
  const observation: Observation = {
    resourceType: 'Observation',
    ...(record.id ? { id: record.id } : {}),
    status: 'final',
    category: [{ coding: [{ system: fhirSystems.observationCategory, code: coding.category }] }],
    code: { coding: [toCoding(coding.coding)], text: coding.coding.display },
    subject: { reference: patientReference(record.subjectId) },
    ...(record.identifier ? { identifier: [{ ...record.identifier }] } : {}),
    ...(record.effectiveEnd
      ? { effectivePeriod: { start: record.effectiveDateTime, end: record.effectiveEnd } }
      : { effectiveDateTime: record.effectiveDateTime }),
  };
  const components: ObservationComponent[] = [];
  if (coding.components) {
    for (const [valueName, componentCoding] of Object.entries(coding.components)) {
      const value = record.values[valueName];
      if (value === undefined) continue;
      components.push({
        code: { coding: [toCoding(componentCoding)], text: componentCoding.display },
        valueQuantity: quantity(type, valueName, value),
      });
    }
  } else {
    const [only] = type.values;
    const value = only ? record.values[only.name] : undefined;
    if (only && value !== undefined) observation.valueQuantity = quantity(type, only.name, value);
  }
  if (record.measurementTime) {
    components.push({
      code: { coding: [toCoding(glucoseMeasurementTimeComponent)] },
      valueCodeableConcept: {
        coding: [{ system: fhirSystems.glucoseMeasurementTime, code: record.measurementTime }],
      },
    });
  }
  if (components.length > 0) observation.component = components;
  return observation;
}

function hasCoding(codings: readonly Coding[] | undefined, wanted: FhirCoding): boolean {
  return (codings ?? []).some((coding) => coding.system === wanted.system && coding.code === wanted.code);
}

function isGlucoseMeasurementTime(code: string | undefined): code is GlucoseMeasurementTimeCode {
  return (allGlucoseMeasurementTimeCodes as readonly (string | undefined)[]).includes(code);
}

/** The type of an Observation by its code; null when it is not a life-log record of the catalogue. */
export function lifelogTypeOfObservation(observation: Pick<Observation, 'code'>): LifelogTypeKey | null {
  for (const coding of observation.code.coding ?? []) {
    const typeKey = lifelogTypeOfCoding(coding);
    if (typeKey) return typeKey;
  }
  return null;
}

/** The record an Observation holds; null when it is not a life-log record or has no values we know. */
export function readLifelogRecord(observation: Observation): LifelogRecord | null {
  const typeKey = lifelogTypeOfObservation(observation);
  const subjectId = subjectIdOf(observation.subject?.reference);
  const effectiveDateTime = observation.effectiveDateTime ?? observation.effectivePeriod?.start;
  if (!typeKey || !subjectId || !effectiveDateTime) return null;
  const coding: LifelogCoding = lifelogCodes[typeKey];
  const values: Record<string, number> = {};
  let measurementTime: GlucoseMeasurementTimeCode | undefined;
  for (const component of observation.component ?? []) {
    if (hasCoding(component.code.coding, glucoseMeasurementTimeComponent)) {
      const code = component.valueCodeableConcept?.coding?.[0]?.code;
      if (isGlucoseMeasurementTime(code)) measurementTime = code;
      continue;
    }
    for (const [valueName, componentCoding] of Object.entries(coding.components ?? {})) {
      const value = component.valueQuantity?.value;
      if (hasCoding(component.code.coding, componentCoding) && typeof value === 'number')
        values[valueName] = value;
    }
  }
  const [only] = lifelogTypes[typeKey].values;
  const ownValue = observation.valueQuantity?.value;
  if (!coding.components && only && typeof ownValue === 'number') values[only.name] = ownValue;
  if (Object.keys(values).length === 0) return null;
  const identifier = observation.identifier?.[0];
  return {
    ...(observation.id ? { id: observation.id } : {}),
    typeKey,
    subjectId,
    values,
    effectiveDateTime,
    ...(observation.effectivePeriod?.end ? { effectiveEnd: observation.effectivePeriod.end } : {}),
    ...(measurementTime ? { measurementTime } : {}),
    ...(identifier?.system && identifier.value
      ? { identifier: { system: identifier.system, value: identifier.value } }
      : {}),
  };
}
