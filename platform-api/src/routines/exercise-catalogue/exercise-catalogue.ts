// The exercise-item catalogue of the routines domain, kept as data in exercise-catalogue.json (its `source` names
// the Compendium of Physical Activities tables every MET value was read from): what people pick when they plan or
// record exercise, with the METs that turn minutes into calories (`caloriesBurnt`). Read and checked once, when the
// API starts: a file that does not match the schema or repeats a code stops the start with the reason.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { JSONSchemaType } from 'ajv';
import { exerciseCategories, exerciseCategoryCodes, type ExerciseCategory } from 'shared-kernel/isomorphic';
import type { Language } from 'locales';
import { parseDataFile } from '../../platform/data-files/data-file';

export interface CatalogueExercise {
  /** Four digits: the category's two (01 flexibility ... 08 sports, the kernel's order) and the order within it. */
  exrciseItemCode: string;
  category: ExerciseCategory;
  names: Record<Language, string>;
  metsVal: number;
  /** Compendium of Physical Activities activity code the METs come from. */
  compendiumCode: string;
  compendiumEdition: 2024 | 2011;
}

interface CatalogueFile {
  source: string;
  fields: string;
  exercises: (CatalogueExercise & { compendiumActivity: string; readFrom: string })[];
}

const catalogueFile = path.join(__dirname, 'exercise-catalogue.json');
const text = { type: 'string', minLength: 1, maxLength: 200 } as const;

const catalogueSchema: JSONSchemaType<CatalogueFile> = {
  type: 'object',
  required: ['source', 'fields', 'exercises'],
  additionalProperties: false,
  properties: {
    source: { type: 'string', minLength: 1 },
    fields: { type: 'string', minLength: 1 },
    exercises: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: [
          'exrciseItemCode',
          'category',
          'names',
          'metsVal',
          'compendiumCode',
          'compendiumEdition',
          'compendiumActivity',
          'readFrom',
        ],
        additionalProperties: false,
        properties: {
          exrciseItemCode: { type: 'string', pattern: '^0[1-8]\\d{2}$' },
          category: { type: 'string', enum: exerciseCategories },
          names: {
            type: 'object',
            required: ['ko', 'en', 'km'],
            additionalProperties: false,
            properties: { ko: text, en: text, km: text },
          },
          metsVal: { type: 'number', exclusiveMinimum: 0, maximum: 25 },
          compendiumCode: { type: 'string', pattern: '^\\d{5}$' },
          compendiumEdition: { type: 'integer', enum: [2024, 2011] },
          compendiumActivity: text,
          readFrom: text,
        },
      },
    },
  },
};

/** The catalogue's exercises from `json`, the file's text; throws naming what is wrong with it. */
export function parseExerciseCatalogue(json: string, file = catalogueFile): CatalogueExercise[] {
  const data = parseDataFile(json, catalogueSchema, file);
  const codes = new Set<string>();
  return data.exercises.map(
    ({ exrciseItemCode, category, names, metsVal, compendiumCode, compendiumEdition }) => {
      if (codes.has(exrciseItemCode))
        throw new Error(`${file}: exercise code ${exrciseItemCode} is used twice`);
      codes.add(exrciseItemCode);
      const categoryDigits = exerciseCategoryCodes[category].slice(2);
      if (!exrciseItemCode.startsWith(categoryDigits))
        throw new Error(
          `${file}: exercise code ${exrciseItemCode} is not in its category ${category} (${categoryDigits})`,
        );
      return { exrciseItemCode, category, names, metsVal, compendiumCode, compendiumEdition };
    },
  );
}

export const exerciseCatalogue: readonly CatalogueExercise[] = Object.freeze(
  parseExerciseCatalogue(readFileSync(catalogueFile, 'utf8')),
);

/** Names of the categories, in the kernel's order (`exerciseCategories`). */
export const exerciseCategoryNames: Readonly<Record<ExerciseCategory, Record<Language, string>>> =
  Object.freeze({
    flexibility: { ko: '유연성', en: 'Flexibility', km: 'ភាពបត់បែន' },
    mat: { ko: '매트 운동', en: 'Mat exercise', km: 'លំហាត់លើកម្រាល' },
    stairs: { ko: '계단', en: 'Stairs', km: 'ជណ្ដើរ' },
    walking: { ko: '걷기', en: 'Walking', km: 'ការដើរ' },
    run: { ko: '달리기', en: 'Running', km: 'ការរត់' },
    bike: { ko: '자전거', en: 'Cycling', km: 'ការជិះកង់' },
    everydayLife: { ko: '생활 활동', en: 'Everyday life', km: 'សកម្មភាពប្រចាំថ្ងៃ' },
    sports: { ko: '스포츠', en: 'Sports', km: 'កីឡា' },
  });

/** pscstrSttusCode: fitness level, 0001 lowest ... 0005 advanced (`exerciseLevelCodes`). */
export type FitnessLevelCode = '0001' | '0002' | '0003' | '0004' | '0005';

/**
 * The recommended exercises of each fitness level: sessions a week and minutes a session, so that a week's
 * minutes × METs × sessions reaches about the kernel's `recommendedWeeklyMetMinutes[level]` (WHO 2020:
 * 150-300 minutes of moderate activity a week; lower levels build up to it).
 *   0001: 2.3×15×3 + 3.8×20×3             =  331.5 (target  300)
 *   0002: 3.8×30×3 + 2.3×10×3 + 6.0×20×1  =  531   (target  500)
 *   0003: 4.8×30×3 + 6.0×30×1 + 2.8×30×2  =  780   (target  750)
 *   0004: 7.5×30×2 + 4.8×30×2 + 6.0×40×1  =  978   (target 1000)
 *   0005: 8.5×30×3 + 6.8×20×2 + 2.3×15×3  = 1140.5 (target 1200)
 */
export const recommendedExercises: Readonly<
  Record<
    FitnessLevelCode,
    readonly { exrciseItemCode: string; weekRecmndCo: number; exrciseTimeMi: number }[]
  >
> = Object.freeze({
  '0001': [
    { exrciseItemCode: '0401', weekRecmndCo: 3, exrciseTimeMi: 20 },
    { exrciseItemCode: '0101', weekRecmndCo: 3, exrciseTimeMi: 15 },
  ],
  '0002': [
    { exrciseItemCode: '0401', weekRecmndCo: 3, exrciseTimeMi: 30 },
    { exrciseItemCode: '0601', weekRecmndCo: 1, exrciseTimeMi: 20 },
    { exrciseItemCode: '0101', weekRecmndCo: 3, exrciseTimeMi: 10 },
  ],
  '0003': [
    { exrciseItemCode: '0403', weekRecmndCo: 3, exrciseTimeMi: 30 },
    { exrciseItemCode: '0601', weekRecmndCo: 1, exrciseTimeMi: 30 },
    { exrciseItemCode: '0201', weekRecmndCo: 2, exrciseTimeMi: 30 },
  ],
  '0004': [
    { exrciseItemCode: '0501', weekRecmndCo: 2, exrciseTimeMi: 30 },
    { exrciseItemCode: '0403', weekRecmndCo: 2, exrciseTimeMi: 30 },
    { exrciseItemCode: '0601', weekRecmndCo: 1, exrciseTimeMi: 40 },
  ],
  '0005': [
    { exrciseItemCode: '0504', weekRecmndCo: 3, exrciseTimeMi: 30 },
    { exrciseItemCode: '0302', weekRecmndCo: 2, exrciseTimeMi: 20 },
    { exrciseItemCode: '0101', weekRecmndCo: 3, exrciseTimeMi: 15 },
  ],
});
