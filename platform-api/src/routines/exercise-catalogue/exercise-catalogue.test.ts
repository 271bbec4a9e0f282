import {
  exerciseCategories,
  exerciseCategoryCodes,
  recommendedWeeklyMetMinutes,
} from 'shared-kernel/isomorphic';
import { supportedLanguages } from 'locales';
import {
  exerciseCatalogue,
  exerciseCategoryNames,
  recommendedExercises,
  type FitnessLevelCode,
} from './exercise-catalogue';

const byCode = new Map(exerciseCatalogue.map((exercise) => [exercise.exrciseItemCode, exercise]));

describe('exercise catalogue', () => {
  it('has unique item codes', () => {
    expect(byCode.size).toBe(exerciseCatalogue.length);
  });

  it.each(exerciseCatalogue.map((exercise) => [exercise.exrciseItemCode, exercise] as const))(
    '%s is four digits whose first two are its category in the kernel order',
    (code, exercise) => {
      expect(code).toMatch(/^\d{4}$/);
      const categoryCode = exerciseCategoryCodes[exercise.category];
      expect(categoryCode).toBe(`00${code.slice(0, 2)}`);
      expect(exerciseCategories.indexOf(exercise.category) + 1).toBe(Number(code.slice(0, 2)));
      expect(Number(code.slice(2))).toBeGreaterThan(0);
    },
  );

  it('numbers the items of a category 01, 02, ... without gaps', () => {
    for (const category of exerciseCategories) {
      const orders = exerciseCatalogue
        .filter((exercise) => exercise.category === category)
        .map((exercise) => Number(exercise.exrciseItemCode.slice(2)));
      expect(orders.length).toBeGreaterThan(0);
      expect(orders).toEqual(orders.map((_, index) => index + 1));
    }
  });

  it('keeps the codes others depend on', () => {
    expect(byCode.get('0101')).toMatchObject({ category: 'flexibility', compendiumCode: '02101' });
    expect(byCode.get('0401')).toMatchObject({ category: 'walking', compendiumCode: '17190', metsVal: 3.8 });
    expect(byCode.get('0501')).toMatchObject({ category: 'run', compendiumCode: '12020' });
    expect(byCode.get('0601')).toMatchObject({ category: 'bike', compendiumCode: '01220' });
  });

  it('names every item and category in every language', () => {
    for (const exercise of exerciseCatalogue) {
      for (const language of supportedLanguages) {
        expect(exercise.names[language].trim()).not.toBe('');
      }
    }
    for (const category of exerciseCategories) {
      for (const language of supportedLanguages) {
        expect(exerciseCategoryNames[category][language].trim()).not.toBe('');
      }
    }
  });

  it('writes Khmer names in Khmer script and Korean names in Hangul', () => {
    for (const exercise of exerciseCatalogue) {
      expect(exercise.names.km).toMatch(/[\u1780-\u17FF]/);
      expect(exercise.names.ko).toMatch(/[\uAC00-\uD7A3]/);
    }
  });

  it('has METs between 1 and 20 with a five-digit Compendium code', () => {
    for (const exercise of exerciseCatalogue) {
      expect(exercise.metsVal).toBeGreaterThanOrEqual(1);
      expect(exercise.metsVal).toBeLessThanOrEqual(20);
      expect(exercise.compendiumCode).toMatch(/^\d{5}$/);
      expect([2024, 2011]).toContain(exercise.compendiumEdition);
    }
  });
});

describe('recommended exercises', () => {
  const levels = Object.keys(recommendedExercises) as FitnessLevelCode[];

  it('covers the five fitness levels', () => {
    expect(levels.sort()).toEqual(['0001', '0002', '0003', '0004', '0005']);
  });

  it.each(levels)('level %s names 2-4 catalogue items with sessions and minutes', (level) => {
    const plan = recommendedExercises[level];
    expect(plan.length).toBeGreaterThanOrEqual(2);
    expect(plan.length).toBeLessThanOrEqual(4);
    for (const entry of plan) {
      expect(byCode.has(entry.exrciseItemCode)).toBe(true);
      expect(entry.weekRecmndCo).toBeGreaterThanOrEqual(1);
      expect(entry.weekRecmndCo).toBeLessThanOrEqual(7);
      expect(entry.exrciseTimeMi).toBeGreaterThan(0);
    }
  });

  it.each(levels)("level %s reaches the kernel's weekly MET-minutes within 25 %%", (level) => {
    const weekly = recommendedExercises[level].reduce(
      (sum, entry) =>
        sum + byCode.get(entry.exrciseItemCode)!.metsVal * entry.exrciseTimeMi * entry.weekRecmndCo,
      0,
    );
    const target = recommendedWeeklyMetMinutes[level]!.metMinutes;
    expect(Math.abs(weekly - target) / target).toBeLessThanOrEqual(0.25);
  });
});
