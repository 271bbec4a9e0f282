import { createHash } from 'node:crypto';
import type { Observation, Quantity } from 'fhir/r4';
import {
  buildLifelogObservation,
  fhirSystems,
  lifelogCodes,
  lifelogTypes,
  roundLifelogValue,
  type LifelogTypeKey,
} from 'shared-kernel/isomorphic';

/** A record-level element of an Apple Health `export.xml`: its attributes, and a correlation's own records. */
export interface AppleElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  /** The `Record`s inside a `Correlation` (blood pressure: its systolic and diastolic values). */
  readonly records: readonly Readonly<Record<string, string>>[];
}

/**
 * What an element of the export becomes: a FHIR Observation in the units Apple wrote (the FHIR import's mapping
 * converts them to the catalogue's and checks them); a type the app has no code for (counted, never stored);
 * or nothing, for what is not a measurement (the export date, the person's profile) or is one already counted.
 */
export type AppleRecordOutcome =
  | { readonly kind: 'observation'; readonly observation: Observation }
  | { readonly kind: 'notSupported'; readonly type: string }
  | { readonly kind: 'ignored' };

/** Identifier system of a record imported from an Apple Health export file. */
export const appleExportRecordSystem = `${fhirSystems.healthAppRecord}/apple-health-export`;

const quantityTypes: Readonly<Record<string, LifelogTypeKey>> = {
  HKQuantityTypeIdentifierStepCount: 'step',
  HKQuantityTypeIdentifierHeartRate: 'heartRate',
  HKQuantityTypeIdentifierBodyMass: 'weight',
  HKQuantityTypeIdentifierBodyFatPercentage: 'bodyComposition',
  HKQuantityTypeIdentifierBloodGlucose: 'bloodGlucose',
};

const systolicType = 'HKQuantityTypeIdentifierBloodPressureSystolic';
const diastolicType = 'HKQuantityTypeIdentifierBloodPressureDiastolic';
const bloodPressureCorrelation = 'HKCorrelationTypeIdentifierBloodPressure';
const sleepType = 'HKCategoryTypeIdentifierSleepAnalysis';

/** The sleep stages that are sleep; in bed and awake are not (the catalogue's sleep is the minutes asleep). */
const asleepValues: ReadonlySet<string> = new Set([
  'HKCategoryValueSleepAnalysisAsleep',
  'HKCategoryValueSleepAnalysisAsleepUnspecified',
  'HKCategoryValueSleepAnalysisAsleepCore',
  'HKCategoryValueSleepAnalysisAsleepDeep',
  'HKCategoryValueSleepAnalysisAsleepREM',
]);

/**
 * Apple's unit strings as UCUM codes. A unit not listed here is passed on as it is, and the import's unit
 * conversion refuses it (M1182) rather than storing a wrong number.
 */
const ucumOfAppleUnit: Readonly<Record<string, string>> = {
  count: '{steps}',
  'count/min': '/min',
  kg: 'kg',
  g: 'g',
  lb: '[lb_av]',
  st: '[stone_av]',
  '%': '%',
  'mg/dL': 'mg/dL',
  min: 'min',
  mmHg: 'mm[Hg]',
};

/** `mmol<180.1558800000541>/L`: glucose by amount, Apple writing the molar mass it used. */
const moleUnitPattern = /^mmol<[\d.]+>\/L$/;

function ucumOf(unit: string | undefined): string {
  if (unit === undefined) return '';
  if (moleUnitPattern.test(unit)) return 'mmol/L';
  return ucumOfAppleUnit[unit] ?? unit;
}

/**
 * Apple's `2024-03-01 07:12:45 +0900` as ISO 8601 (`2024-03-01T07:12:45+09:00`); anything else is left as it
 * is, for the FHIR validation to refuse by its field.
 */
export function isoDateTimeOf(appleDate: string | undefined): string {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) ([+-])(\d{2})(\d{2})$/.exec(appleDate ?? '');
  if (!match) return appleDate ?? '';
  const [, date, time, sign, hours, minutes] = match;
  return `${date}T${time}${sign}${hours}:${minutes}`;
}

/** The device's name out of Apple's `<<HKDevice: 0x…>, name:Apple Watch, manufacturer:Apple Inc., …>`. */
function deviceNameOf(device: string | undefined): string | undefined {
  const name = /(?:^|[<,]\s*)name:([^,>]+)/.exec(device ?? '')?.[1]?.trim();
  return name === '' ? undefined : name;
}

/** Where a record came from, kept on it: the app that wrote it, and the device it was measured on. */
function sourceOf(attributes: Readonly<Record<string, string>>): string | undefined {
  const source = attributes['sourceName']?.trim();
  const device = deviceNameOf(attributes['device']);
  if (source && device && device !== source) return `${source} (${device})`;
  return source || device;
}

/** A stable identifier of an export's record: the same record of a later export of the same phone has it too. */
function identifierOf(attributes: Readonly<Record<string, string>>, values: readonly string[]): string {
  const fields = [
    attributes['type'],
    attributes['sourceName'],
    attributes['startDate'],
    attributes['endDate'],
    ...values,
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex').slice(0, 40);
}

function numberOf(text: string | undefined): number {
  return text === undefined || text.trim() === '' ? Number.NaN : Number(text);
}

function effectiveOf(attributes: Readonly<Record<string, string>>) {
  const start = isoDateTimeOf(attributes['startDate']);
  const end = isoDateTimeOf(attributes['endDate'] ?? attributes['startDate']);
  return { effectiveDateTime: start, ...(end !== start ? { effectiveEnd: end } : {}) };
}

/** The catalogue record of a type, with its values in the units Apple wrote them in. */
function observationOf(
  subjectId: string,
  typeKey: LifelogTypeKey,
  attributes: Readonly<Record<string, string>>,
  quantities: Readonly<Record<string, Quantity>>,
  identifierValues: readonly string[],
): Observation {
  const values = Object.fromEntries(
    Object.entries(quantities).map(([name, quantity]) => [name, quantity.value ?? Number.NaN]),
  );
  const observation = buildLifelogObservation({
    typeKey,
    subjectId,
    values,
    ...effectiveOf(attributes),
    identifier: { system: appleExportRecordSystem, value: identifierOf(attributes, identifierValues) },
  });
  const coding = lifelogCodes[typeKey];
  const withUnits: Observation = { ...observation };
  if ('components' in coding) {
    withUnits.component = (observation.component ?? []).map((component) => {
      const name = Object.entries(coding.components).find(
        ([, componentCoding]) => component.code.coding?.[0]?.code === componentCoding.code,
      )?.[0];
      return name && quantities[name] ? { ...component, valueQuantity: quantities[name] } : component;
    });
  } else {
    const [quantity] = Object.values(quantities);
    if (quantity) withUnits.valueQuantity = quantity;
  }
  const source = sourceOf(attributes);
  return source ? { ...withUnits, device: { display: source } } : withUnits;
}

/** A value that is not a number is left out, which the record rules refuse by its field. */
function quantityOf(value: number, appleUnit: string | undefined): Quantity {
  return {
    ...(Number.isFinite(value) ? { value } : {}),
    system: fhirSystems.ucum,
    code: ucumOf(appleUnit),
    ...(appleUnit ? { unit: appleUnit } : {}),
  };
}

function quantityRecord(
  subjectId: string,
  typeKey: LifelogTypeKey,
  attributes: Readonly<Record<string, string>>,
): Observation {
  const raw = numberOf(attributes['value']);
  const unit = attributes['unit'];
  // Apple keeps a percentage as a fraction (0.223 for 22.3 %), with `%` as its unit.
  const value = typeKey === 'bodyComposition' && unit === '%' ? roundLifelogValue(typeKey, raw * 100) : raw;
  const valueName = lifelogTypes[typeKey].values[0].name;
  return observationOf(subjectId, typeKey, attributes, { [valueName]: quantityOf(value, unit) }, [
    attributes['value'] ?? '',
    unit ?? '',
  ]);
}

function sleepRecord(subjectId: string, attributes: Readonly<Record<string, string>>): AppleRecordOutcome {
  const stage = attributes['value'] ?? '';
  if (!asleepValues.has(stage)) return { kind: 'notSupported', type: `${sleepType}/${stage}` };
  const start = Date.parse(isoDateTimeOf(attributes['startDate']));
  const end = Date.parse(isoDateTimeOf(attributes['endDate']));
  const minutes = roundLifelogValue('sleep', (end - start) / 60_000);
  const observation = observationOf(
    subjectId,
    'sleep',
    attributes,
    { sleepDuration: quantityOf(minutes, 'min') },
    [stage],
  );
  return { kind: 'observation', observation };
}

function bloodPressureRecord(subjectId: string, element: AppleElement): AppleRecordOutcome {
  const systolic = element.records.find((record) => record['type'] === systolicType);
  const diastolic = element.records.find((record) => record['type'] === diastolicType);
  const quantities: Record<string, Quantity> = {};
  if (systolic) quantities['sbp'] = quantityOf(numberOf(systolic['value']), systolic['unit']);
  if (diastolic) quantities['dbp'] = quantityOf(numberOf(diastolic['value']), diastolic['unit']);
  const observation = observationOf(subjectId, 'bloodPressure', element.attributes, quantities, [
    systolic?.['value'] ?? '',
    diastolic?.['value'] ?? '',
  ]);
  return { kind: 'observation', observation };
}

/**
 * The record an element of the export means. A systolic or diastolic value outside its correlation is the copy
 * Apple also writes of each half of a blood pressure: the correlation is imported, its copies are ignored.
 */
export function appleRecordOf(element: AppleElement, subjectId: string): AppleRecordOutcome {
  const type = element.attributes['type'] ?? '';
  switch (element.name) {
    case 'Record': {
      if (type === systolicType || type === diastolicType) return { kind: 'ignored' };
      if (type === sleepType) return sleepRecord(subjectId, element.attributes);
      const typeKey = quantityTypes[type];
      if (typeKey)
        return { kind: 'observation', observation: quantityRecord(subjectId, typeKey, element.attributes) };
      return { kind: 'notSupported', type: type || 'Record' };
    }
    case 'Correlation':
      if (type === bloodPressureCorrelation) return bloodPressureRecord(subjectId, element);
      return { kind: 'notSupported', type: type || 'Correlation' };
    case 'Workout':
      return { kind: 'notSupported', type: element.attributes['workoutActivityType'] ?? 'Workout' };
    case 'ActivitySummary':
    case 'ClinicalRecord':
    case 'Audiogram':
    case 'VisionPrescription':
      return { kind: 'notSupported', type: element.name };
    default:
      return { kind: 'ignored' };
  }
}
