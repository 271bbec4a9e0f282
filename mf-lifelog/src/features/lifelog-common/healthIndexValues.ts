import {
  basalMetabolicRate,
  bodyMassIndex,
  fatFreeMassIndex,
  gradeOf,
  guideIndexCodes,
  waistHipRatio,
  type GuideRange,
  type HealthGradeCode,
  type HealthIndexKey,
  type LifelogRecord,
  type LifelogTypeKey,
} from 'shared-kernel/isomorphic';
import type { Person } from './person';

/** The records each index is computed from. */
export const indexInputs: Record<HealthIndexKey, readonly LifelogTypeKey[]> = {
  bodyMassIndex: ['weight', 'height'],
  waistHipRatio: ['waistCircumference', 'hipCircumference'],
  basalMetabolicRate: ['weight', 'height'],
  fatFreeMassIndex: ['weight', 'bodyComposition', 'height'],
};

/** The guide that grades an index, where one exists. */
const indexGuides: Partial<Record<HealthIndexKey, string>> = {
  bodyMassIndex: guideIndexCodes.bodyMassIndex,
  waistHipRatio: guideIndexCodes.waistHipRatio,
};

/** What an index needs and the person lacks: a record type, or their age or sex. */
export type MissingInput = LifelogTypeKey | 'age' | 'sex';

export interface IndexValue {
  readonly value: number | null;
  readonly grade: HealthGradeCode | null;
  readonly missing: readonly MissingInput[];
}

export type LatestRecords = Partial<Record<LifelogTypeKey, LifelogRecord | null>>;

function latestValue(latest: LatestRecords, typeKey: LifelogTypeKey, valueName: string): number | null {
  return latest[typeKey]?.values[valueName] ?? null;
}

/** The height the formulas use: the profile's, else the latest height record. */
export function heightOf(person: Person, latest: LatestRecords): number | null {
  return person.height ?? latestValue(latest, 'height', 'height');
}

/** An index from the person's latest records, with its grade and what is missing when it cannot be computed. */
export function indexValue(
  indexKey: HealthIndexKey,
  person: Person,
  latest: LatestRecords,
  ranges: readonly GuideRange[],
): IndexValue {
  const weightKg = latestValue(latest, 'weight', 'weight');
  const heightCm = heightOf(person, latest);
  const known: Partial<Record<MissingInput, number | null>> = {
    weight: weightKg,
    height: heightCm,
    waistCircumference: latestValue(latest, 'waistCircumference', 'waistCircumference'),
    hipCircumference: latestValue(latest, 'hipCircumference', 'hipCircumference'),
    bodyComposition: latestValue(latest, 'bodyComposition', 'percentageBodyFat'),
    age: person.age,
  };
  const needs: MissingInput[] = [...indexInputs[indexKey]];
  if (indexKey === 'basalMetabolicRate') needs.push('age', 'sex');
  const missing = needs.filter((input) =>
    input === 'sex' ? person.genderCode === null : typeof known[input] !== 'number',
  );

  const values: Record<HealthIndexKey, () => number | null> = {
    bodyMassIndex: () => bodyMassIndex(weightKg, heightCm),
    waistHipRatio: () => waistHipRatio(known.waistCircumference, known.hipCircumference),
    basalMetabolicRate: () =>
      basalMetabolicRate({ weightKg, heightCm, age: person.age, userGenderCode: person.genderCode }),
    fatFreeMassIndex: () =>
      fatFreeMassIndex({ weightKg, percentageBodyFat: known.bodyComposition, heightCm }),
  };
  const value = missing.length > 0 ? null : values[indexKey]();
  const guide = indexGuides[indexKey];
  return {
    value,
    grade: guide ? gradeOf(value, ranges, guide, person.genderCode) : null,
    missing,
  };
}

/** The guide popup's `idxCode` for an index: its guide, or the index itself when it has none. */
export function indexGuideCode(indexKey: HealthIndexKey): string {
  return indexGuides[indexKey] ?? indexKey;
}
