// Code lists of the routine domain that the spec leaves without codes; chosen here once for API and screens.
import type { GoalStatusCode } from '../codes';

/**
 * goalSttusCode. The spec names the states (scheduled, in progress, ended, deleted) but not their codes;
 * these follow the life of a goal. A deleted goal is never answered, so it needs no code on the wire.
 */
export const goalStatus = {
  scheduled: '0001',
  inProgress: '0002',
  ended: '0003',
} as const satisfies Record<string, GoalStatusCode>;
export type GoalState = keyof typeof goalStatus;

/** exrciseItemCtgryCode of the spec's categories, in its order; `9999` is "all". */
export const exerciseCategoryCodes = {
  flexibility: '0001',
  mat: '0002',
  stairs: '0003',
  walking: '0004',
  run: '0005',
  bike: '0006',
  everydayLife: '0007',
  sports: '0008',
} as const;
export type ExerciseCategoryCode = (typeof exerciseCategoryCodes)[keyof typeof exerciseCategoryCodes];

/** Kinds of drink a glass is counted in (spec section 9 glass sizes). */
export const drinkKinds = ['soju', 'beer', 'wine', 'spirits'] as const;
export type DrinkKind = (typeof drinkKinds)[number];

/**
 * Typical alcohol by volume of each kind, used for grams of pure alcohol: soju 16.5 % (the common diluted
 * soju of Korean brands), beer 4.5 %, wine 12 %, spirits 40 %.
 */
export const drinkAlcoholByVolume: Readonly<Record<DrinkKind, number>> = {
  soju: 0.165,
  beer: 0.045,
  wine: 0.12,
  spirits: 0.4,
};

/** Density of ethanol, grams per millilitre. */
export const ethanolGramsPerMl = 0.789;

/** Limits of the routine's numbers: sanity bounds on what a person can enter. */
export const routineLimits = {
  exerciseMinutes: { min: 1, max: 300 },
  /** The minutes seekbar of the exercise composition and record screens. */
  exerciseMinutesSeekbar: { min: 5, max: 180, step: 5 },
  exercisesPerGoal: 10,
  glassesPerDay: 50,
  drinkingDaysPerWeek: 7,
} as const;
