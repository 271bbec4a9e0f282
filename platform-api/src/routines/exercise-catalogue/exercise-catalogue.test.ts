import {
  exerciseCategories,
  exerciseCategoryCodes,
  recommendedWeeklyMetMinutes,
} from 'shared-kernel/isomorphic';
import { supportedLanguages } from 'locales';
import {
  exerciseCatalogue,
  exerciseCategoryNames,
  parseExerciseCatalogue,
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

describe('the exercise catalogue file (exercise-catalogue.json)', () => {
  const walking = {
    exrciseItemCode: '0401',
    category: 'walking',
    names: { ko: '걷기', en: 'Walking', km: 'ការដើរ' },
    metsVal: 3.8,
    compendiumCode: '17190',
    compendiumEdition: 2024,
    compendiumActivity: 'Walking, 2.8 to 3.4 mph, level, moderate pace, firm surface',
    readFrom: '2024a',
  };
  const fileOf = (exercises: unknown[]) => JSON.stringify({ source: 'test', fields: 'test', exercises });

  it('gives each exercise its code, category, names, METs and Compendium code and edition', () => {
    expect(parseExerciseCatalogue(fileOf([walking]))).toEqual([
      {
        exrciseItemCode: '0401',
        category: 'walking',
        names: walking.names,
        metsVal: 3.8,
        compendiumCode: '17190',
        compendiumEdition: 2024,
      },
    ]);
  });

  it('refuses two exercises with one code', () => {
    expect(() => parseExerciseCatalogue(fileOf([walking, walking]), 'catalogue.json')).toThrow(
      'catalogue.json: exercise code 0401 is used twice',
    );
  });

  it('refuses a code outside its category', () => {
    expect(() => parseExerciseCatalogue(fileOf([{ ...walking, category: 'run' }]), 'catalogue.json')).toThrow(
      'catalogue.json: exercise code 0401 is not in its category run (05)',
    );
  });

  it('refuses an exercise that does not match the schema, naming where', () => {
    expect(() => parseExerciseCatalogue(fileOf([{ ...walking, metsVal: 0 }]), 'catalogue.json')).toThrow(
      'catalogue.json: /exercises/0/metsVal',
    );
    expect(() =>
      parseExerciseCatalogue(
        fileOf([{ ...walking, names: { ko: '걷기', en: 'Walking' } }]),
        'catalogue.json',
      ),
    ).toThrow('catalogue.json: /exercises/0/names');
  });
});
