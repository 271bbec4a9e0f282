// The medicine catalogue every installation starts with, kept as data in medicine-seed.json (its `source` names
// where the names and texts come from). Read and checked at every start by `seedMedicineCatalogue`: a file that
// does not match the schema, names an unknown efficacy or repeats a sequence stops the start with the reason.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { JSONSchemaType } from 'ajv';
import { parseDataFile } from '../../platform/data-files/data-file';
import type { MedicineRecord } from './medicine-repository';

const seedFile = path.join(__dirname, 'medicine-seed.json');

/** The dosage forms the seed uses, as the e-drug list spells them. */
const forms = [
  '정제',
  '필름코팅정',
  '서방정',
  '장용정',
  '츄어블정',
  '경질캡슐제',
  '연질캡슐제',
  '시럽제',
  '현탁제',
  '액제',
  '산제',
  '과립제',
  '환제',
  '트로키제',
  '연고제',
  '크림제',
  '겔제',
  '첩부제',
  '점안제',
  '분무제',
  '흡입제',
  '주사제',
] as const;

interface Strength {
  /** As the item name spells it: 500밀리그램. */
  ko: string;
  /** As the strength column shows it: 500mg. */
  en: string;
}

/** One brand line: a medicine in one or more strengths. */
interface Line {
  /** The sequence of the first strength; the next strengths take the following numbers. */
  seq: number;
  /** Brand and form word as the list spells them: 노바스크정. */
  name: string;
  /** English brand and form: Norvasc Tab. */
  en: string;
  entp: string;
  form: string;
  /** Main ingredient, Korean and English. */
  ingr: [string, string];
  /** A key of the file's `efficacy`. */
  efcy: string;
  /** None: a combination or an item whose name carries no strength. */
  strengths?: Strength[];
}

interface SeedFile {
  source: string;
  fields: string;
  /** What each group of medicines is for, in the e-drug list's words. */
  efficacy: Record<string, string>;
  lines: Line[];
}

const text = { type: 'string', minLength: 1, maxLength: 500 } as const;

const seedSchema: JSONSchemaType<SeedFile> = {
  type: 'object',
  required: ['source', 'fields', 'efficacy', 'lines'],
  additionalProperties: false,
  properties: {
    source: { type: 'string', minLength: 1 },
    fields: { type: 'string', minLength: 1 },
    efficacy: { type: 'object', required: [], additionalProperties: text },
    lines: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['seq', 'name', 'en', 'entp', 'form', 'ingr', 'efcy'],
        additionalProperties: false,
        properties: {
          seq: { type: 'integer', minimum: 100_000_000, maximum: 999_999_999 },
          name: text,
          en: text,
          entp: text,
          form: { type: 'string', enum: forms },
          ingr: { type: 'array', minItems: 2, maxItems: 2, items: [text, text] },
          efcy: text,
          strengths: {
            type: 'array',
            nullable: true,
            minItems: 1,
            items: {
              type: 'object',
              required: ['ko', 'en'],
              additionalProperties: false,
              properties: { ko: text, en: text },
            },
          },
        },
      },
    },
  },
};

function expand(
  { seq, name, en, entp, form, ingr: [ingrKo, ingrEn], strengths }: Line,
  efficacy: string,
): MedicineRecord[] {
  return (strengths ?? [null]).map((strength, index) => ({
    itemSeq: String(seq + index),
    itemName: `${name}${strength?.ko ?? ''}`,
    itemEngName: `${en}${strength ? ` ${strength.en}` : ''} (${ingrEn})`,
    entpName: entp,
    formName: form,
    strength: strength?.en ?? '',
    mainIngrName: ingrKo,
    efcyQesitm: efficacy,
    useMethodQesitm: null,
    atpnWarnQesitm: null,
    atpnQesitm: null,
  }));
}

/** The seed's records, one per item, from `file`'s text; throws naming what is wrong with it. */
export function parseMedicineSeed(json: string, file = seedFile): MedicineRecord[] {
  const data = parseDataFile(json, seedSchema, file);
  const records = data.lines.flatMap((line, index) => {
    const efficacy = data.efficacy[line.efcy];
    if (efficacy === undefined)
      throw new Error(`${file}: /lines/${index}/efcy names no efficacy: ${line.efcy}`);
    return expand(line, efficacy);
  });
  const sequences = new Set<string>();
  for (const { itemSeq } of records) {
    if (sequences.has(itemSeq)) throw new Error(`${file}: item sequence ${itemSeq} is used twice`);
    sequences.add(itemSeq);
  }
  return records;
}

/** The seed as stored beside this file. */
export async function loadMedicineSeed(): Promise<MedicineRecord[]> {
  return parseMedicineSeed(await readFile(seedFile, 'utf8'));
}
