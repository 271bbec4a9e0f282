// Exercise by the body (spec §9 "METs estimate depends on gender, height, weight, age"): how much a Compendium MET
// is worth to this person (the kernel's `metsCorrectionRate`, from sex, age, height and weight), which band each
// exercise falls in for them, and the level's recommended exercises fitted to it. The formulas are the kernel's.
import {
  ageOn,
  correctedMets,
  exerciseIntensities,
  exerciseIntensityOf,
  metsCorrectionRate,
  recommendedWeeklyMetMinutes,
  weeklyMetMinutesForBody,
  type ExerciseIntensity,
} from 'shared-kernel/isomorphic';
import type { RoutinePerson } from '../routine-common/routine-person';
import {
  exerciseCatalogue,
  recommendedExercises,
  type CatalogueExercise,
  type FitnessLevelCode,
} from './exercise-catalogue';

/** The person's correction rate on `today`, or null while sex, birth date, height or weight is unknown. */
export function bodyRateOf(person: RoutinePerson, today: string): number | null {
  return metsCorrectionRate({
    userGenderCode: person.userGenderCode,
    age: ageOn(person.userBrthdyDe, today),
    heightCm: person.heightCm,
    weightKg: person.weightKg,
  });
}

/** An exercise's METs for the person (null without a rate) and its band, from those or else the Compendium's. */
export function intensityForBody(
  metsVal: number,
  rate: number | null,
): { crrctMetsVal: number | null; intnstyCode: ExerciseIntensity } {
  const crrctMetsVal = rate === null ? null : correctedMets(metsVal, rate);
  return { crrctMetsVal, intnstyCode: exerciseIntensityOf(crrctMetsVal ?? metsVal) };
}

/**
 * The hardest band each level's recommendations may be for the person: the first two levels start at light to
 * moderate effort, as the WHO 2020 guideline advises people who are not active yet ("start by doing small
 * amounts ... and gradually increase"); from level 3 on, vigorous exercise is recommended as it is for everyone.
 */
const intensityCeiling: Readonly<Record<FitnessLevelCode, ExerciseIntensity>> = {
  '0001': 'medium',
  '0002': 'medium',
  '0003': 'strong',
  '0004': 'strong',
  '0005': 'strong',
};

const bandRank = (band: ExerciseIntensity) => exerciseIntensities.indexOf(band);

export interface BodyRecommendation {
  exrciseItemCode: string;
  weekRecmndCo: number;
  exrciseTimeMi: number;
}

/** The item in place of `item` when it is too hard for the person: the hardest of its category that is not. */
function withinCeiling(
  item: CatalogueExercise,
  rate: number,
  ceiling: ExerciseIntensity,
  taken: ReadonlySet<string>,
): CatalogueExercise {
  const fits = (candidate: CatalogueExercise) =>
    bandRank(intensityForBody(candidate.metsVal, rate).intnstyCode) <= bandRank(ceiling);
  if (fits(item)) return item;
  const easier = exerciseCatalogue
    .filter((candidate) => candidate.category === item.category && !taken.has(candidate.exrciseItemCode))
    .filter(fits)
    .sort((a, b) => b.metsVal - a.metsVal);
  return easier[0] ?? item;
}

/**
 * The level's recommended exercises for a person of `rate`: an item too hard for them at their level gives way
 * to the hardest item of its category within the level's band, and minutes a session grow (whole minutes) until
 * the week reaches the person's weekly MET-minutes (`weeklyMetMinutesForBody`). Without a rate: the level's own.
 */
export function recommendedForBody(level: FitnessLevelCode, rate: number | null): BodyRecommendation[] {
  const plan = recommendedExercises[level];
  if (rate === null) return plan.map((entry) => ({ ...entry }));
  const byCode = new Map(exerciseCatalogue.map((item) => [item.exrciseItemCode, item]));
  const taken = new Set(plan.map((entry) => entry.exrciseItemCode));
  const fitted = plan.map((entry) => {
    const item = byCode.get(entry.exrciseItemCode);
    if (!item) throw new Error(`recommended exercise ${entry.exrciseItemCode} is not in the catalogue`);
    const chosen = withinCeiling(item, rate, intensityCeiling[level], taken);
    taken.add(chosen.exrciseItemCode);
    return { ...entry, exrciseItemCode: chosen.exrciseItemCode, metsVal: chosen.metsVal };
  });
  const weekly = fitted.reduce(
    (sum, entry) => sum + entry.metsVal * entry.exrciseTimeMi * entry.weekRecmndCo,
    0,
  );
  const target = weeklyMetMinutesForBody(recommendedWeeklyMetMinutes[level]?.metMinutes ?? 0, rate);
  const stretch = weekly > 0 && weekly < target ? target / weekly : 1;
  return fitted.map(({ exrciseItemCode, weekRecmndCo, exrciseTimeMi }) => ({
    exrciseItemCode,
    weekRecmndCo,
    exrciseTimeMi: Math.ceil(exrciseTimeMi * stretch),
  }));
}
