import type { searchCheckups } from '../lifelog-common';
import {
  checkupItemKeys,
  checkupJudgementOf,
  displayUnit,
  fhirSystems,
  type CheckupItemKey,
  type CheckupJudgementCode,
} from 'shared-kernel/isomorphic';

/** A checkup as the API answers it (this remote does not depend on the FHIR types itself). */
export type CheckupReport = Awaited<ReturnType<typeof searchCheckups>>[number];
type Contained = NonNullable<CheckupReport['contained']>[number];
type ItemObservation = Extract<Contained, { resourceType: 'Observation' }>;
type FhirReferenceRange = NonNullable<ItemObservation['referenceRange']>[number];
type FhirCodeableConcept = ItemObservation['code'];

/** How the screens group the items of a checkup, in this order. */
export const checkupGroups = {
  bodyMeasurement: ['height', 'weight', 'waistCircumference', 'bodyMassIndex'],
  visionHearing: ['visionLeft', 'visionRight', 'hearingLeft', 'hearingRight'],
  bloodPressure: ['systolicBloodPressure', 'diastolicBloodPressure'],
  blood: [
    'hemoglobin',
    'fastingBloodSugar',
    'totalCholesterol',
    'hdlCholesterol',
    'triglyceride',
    'ldlCholesterol',
  ],
  liver: ['ast', 'alt', 'gammaGtp'],
  kidney: ['serumCreatinine', 'egfr'],
  urine: ['urineProtein'],
} as const satisfies Record<string, readonly CheckupItemKey[]>;
export type CheckupGroupKey = keyof typeof checkupGroups;

export type CheckupValue =
  | { readonly kind: 'quantity'; readonly value: number; readonly unit: string }
  | { readonly kind: 'text'; readonly text: string };

/** Sex of a reference range, when its `appliesTo` names one. */
export type RangeSex = 'male' | 'female';

export interface ReferenceRange {
  readonly low: number | null;
  readonly high: number | null;
  readonly unit: string;
  readonly sex: RangeSex | null;
  /** Who else the range applies to, as the report words it (an age band...). */
  readonly appliesTo: string | null;
  /** The range in the report's own words (its source's language, not translated). */
  readonly text: string | null;
}

export interface CheckupItem {
  readonly key: CheckupItemKey;
  readonly value: CheckupValue | null;
  readonly judgement: CheckupJudgementCode | null;
  readonly ranges: readonly ReferenceRange[];
}

export interface Checkup {
  readonly id: string;
  /** When the checkup was done (ISO date or date-time). */
  readonly date: string | null;
  readonly judgement: CheckupJudgementCode | null;
  /** The items the report holds, in the order of `checkupItemKeys`. */
  readonly items: readonly CheckupItem[];
}

const itemKeys: readonly string[] = checkupItemKeys;

function isCheckupItemKey(code: string | undefined): code is CheckupItemKey {
  return code !== undefined && itemKeys.includes(code);
}

function itemKeyOf(observation: ItemObservation): CheckupItemKey | null {
  const coding = observation.code.coding?.find((candidate) => candidate.system === fhirSystems.checkupItem);
  return isCheckupItemKey(coding?.code) ? coding.code : null;
}

type FhirQuantity = NonNullable<ItemObservation['valueQuantity']>;

/** The unit as people write it: a UCUM code (`mm[Hg]`, `kg/m2`) becomes mmHg, kg/m²; a unit in words stays. */
function unitOf(quantity: FhirQuantity | undefined): string {
  if (!quantity) return '';
  if (quantity.system === fhirSystems.ucum && quantity.code) return displayUnit(quantity.code);
  return quantity.unit ?? '';
}

function valueOf(observation: ItemObservation): CheckupValue | null {
  const quantity = observation.valueQuantity;
  if (typeof quantity?.value === 'number' && Number.isFinite(quantity.value))
    return { kind: 'quantity', value: quantity.value, unit: unitOf(quantity) };
  if (observation.valueString) return { kind: 'text', text: observation.valueString };
  return null;
}

/** administrative-gender codes and their SNOMED CT equivalents. */
const sexCodes: Readonly<Record<string, RangeSex>> = {
  male: 'male',
  female: 'female',
  '248153007': 'male',
  '248152002': 'female',
};

function sexOf(concepts: readonly FhirCodeableConcept[]): RangeSex | null {
  for (const concept of concepts) {
    for (const coding of concept.coding ?? []) {
      const sex = coding.code ? sexCodes[coding.code] : undefined;
      if (sex) return sex;
    }
  }
  return null;
}

function referenceRangeOf(range: FhirReferenceRange): ReferenceRange {
  const appliesTo = range.appliesTo ?? [];
  const sex = sexOf(appliesTo);
  const others = appliesTo.filter((concept) => sexOf([concept]) === null);
  const words = others.map((concept) => concept.text ?? concept.coding?.[0]?.display).filter(Boolean);
  return {
    low: range.low?.value ?? null,
    high: range.high?.value ?? null,
    unit: unitOf(range.low ?? range.high),
    sex,
    appliesTo: words.length > 0 ? words.join(', ') : null,
    text: range.text ?? null,
  };
}

function isObservation(resource: Contained): resource is ItemObservation {
  return resource.resourceType === 'Observation';
}

/** What the screens show of a checkup report: its date, overall judgement and the items it holds. */
export function readCheckup(report: CheckupReport): Checkup {
  const byKey = new Map<CheckupItemKey, ItemObservation>();
  for (const observation of (report.contained ?? []).filter(isObservation)) {
    const key = itemKeyOf(observation);
    if (key && !byKey.has(key)) byKey.set(key, observation);
  }
  const items = checkupItemKeys.flatMap((key): CheckupItem[] => {
    const observation = byKey.get(key);
    if (!observation) return [];
    return [
      {
        key,
        value: valueOf(observation),
        judgement: checkupJudgementOf(observation.interpretation),
        ranges: (observation.referenceRange ?? []).map(referenceRangeOf),
      },
    ];
  });
  return {
    id: report.id ?? '',
    date: report.effectiveDateTime ?? report.effectivePeriod?.start ?? report.issued ?? null,
    judgement: checkupJudgementOf(report.conclusionCode),
    items,
  };
}

/** The items of a checkup by group, leaving out the groups it has nothing for. */
export function groupItems(
  items: readonly CheckupItem[],
): { group: CheckupGroupKey; items: CheckupItem[] }[] {
  return (Object.entries(checkupGroups) as [CheckupGroupKey, readonly CheckupItemKey[]][]).flatMap(
    ([group, keys]) => {
      const inGroup = items.filter((item) => keys.includes(item.key));
      return inGroup.length > 0 ? [{ group, items: inGroup }] : [];
    },
  );
}
