// The catalogue as the API answers it: items by code, named in the request's language, with the person's
// recommended sessions and bookmarks. The catalogue stays in code (exercise-catalogue.ts); rows hold codes.
import {
  exerciseCategoryCodes,
  exerciseCategoryTotalCode,
  type ExerciseCategoryCode,
  type ExerciseItem,
} from 'shared-kernel/isomorphic';
import type { Language } from 'locales';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import {
  exerciseCatalogue,
  exerciseCategoryNames,
  type CatalogueExercise,
  type FitnessLevelCode,
} from './exercise-catalogue';
import { intensityForBody, recommendedForBody } from './exercise-by-body';

const catalogueByCode: ReadonlyMap<string, CatalogueExercise> = new Map(
  exerciseCatalogue.map((exercise) => [exercise.exrciseItemCode, exercise]),
);

/** The catalogue item of `code`, or 422 M0187 on `field`: a well-formed code the catalogue does not hold. */
export function catalogueItem(code: string, field = 'exrciseItemCode'): CatalogueExercise {
  const item = catalogueByCode.get(code);
  if (!item) throw new ApiError(422, errorCodes.invalidRequest, { field });
  return item;
}

/** The name of an item in `language`; a code the catalogue no longer holds is answered by its code. */
export function exerciseItemName(code: string, language: Language): string {
  return catalogueByCode.get(code)?.names[language] ?? code;
}

/** The METs of a catalogue item (each row copies them when it is made). */
export function exerciseMets(code: string): number {
  return catalogueItem(code).metsVal;
}

/** `exrciseItemCtgryCode` of the query: one category, or every item for `9999` or none. */
export type CategoryFilter = ExerciseCategoryCode | typeof exerciseCategoryTotalCode | undefined;

export const categoryFilterCodes = [...Object.values(exerciseCategoryCodes), exerciseCategoryTotalCode];

/**
 * Each item as `ExerciseItem`, in catalogue order (`exrciseItemOrdr` counts from 1 over the whole list), with its
 * METs and band for a person of `bodyRate` (`bodyRateOf`; null while their body is unknown).
 */
export function exerciseItems(options: {
  language: Language;
  level: FitnessLevelCode;
  bodyRate: number | null;
  bookmarks: ReadonlyMap<string, number>;
  category?: CategoryFilter;
  recommendedOnly?: boolean;
}): ExerciseItem[] {
  const { language, level, bodyRate, bookmarks, category, recommendedOnly = false } = options;
  const recommended = new Map(
    recommendedForBody(level, bodyRate).map((exercise) => [exercise.exrciseItemCode, exercise]),
  );
  return exerciseCatalogue.flatMap((exercise, index): ExerciseItem[] => {
    const categoryCode = exerciseCategoryCodes[exercise.category];
    const recommendation = recommended.get(exercise.exrciseItemCode);
    const weekRecmndCo = recommendation?.weekRecmndCo ?? 0;
    if (category && category !== exerciseCategoryTotalCode && category !== categoryCode) return [];
    if (recommendedOnly && weekRecmndCo === 0) return [];
    return [
      {
        exrciseItemCode: exercise.exrciseItemCode,
        exrciseItemNm: exercise.names[language],
        exrciseItemCtgryCode: categoryCode,
        exrciseItemCtgryNm: exerciseCategoryNames[exercise.category][language],
        exrciseItemOrdr: index + 1,
        metsVal: exercise.metsVal,
        ...intensityForBody(exercise.metsVal, bodyRate),
        compendiumCode: exercise.compendiumCode,
        weekRecmndCo,
        ...(recommendation ? { exrciseTimeMi: recommendation.exrciseTimeMi } : {}),
        userExrciseItemBmarkSn: bookmarks.get(exercise.exrciseItemCode) ?? null,
      },
    ];
  });
}
