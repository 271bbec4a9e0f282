// Reading the national e-drug open-data list (공공데이터포털 "의약품개요정보(e약은요)", service
// DrbEasyDrugInfoService) into catalogue records: the API's JSON answer, a plain JSON array of its items, or a CSV
// file with its field names as headers. Each row is checked on its own; a bad row is skipped and reported, never
// the whole file.
import { compactKey } from './medicine-search-key';
import type { MedicineRecord } from './medicine-repository';

export interface SkippedRow {
  /** 1-based position among the file's items (a CSV's first data line is 1). */
  row: number;
  itemSeq: string | null;
  reason: string;
}

export interface ParsedList {
  records: MedicineRecord[];
  skipped: SkippedRow[];
  /** Rows read, good and bad. */
  read: number;
  /** Good rows whose itemSeq came again later in the file: the later one is kept. */
  duplicates: number;
}

type RawRow = Record<string, unknown>;

const limits = { itemName: 200, entpName: 100, itemEngName: 200, text: 20_000 } as const;

/** Header spellings seen in the list's files and its sibling lists, by a lower-case, letters-only key. */
const fieldAliases: Record<string, keyof MedicineRecord> = {
  itemseq: 'itemSeq',
  품목기준코드: 'itemSeq',
  품목일련번호: 'itemSeq',
  itemname: 'itemName',
  제품명: 'itemName',
  품목명: 'itemName',
  itemengname: 'itemEngName',
  제품영문명: 'itemEngName',
  entpname: 'entpName',
  업체명: 'entpName',
  formname: 'formName',
  strength: 'strength',
  mainingrname: 'mainIngrName',
  efcyqesitm: 'efcyQesitm',
  usemethodqesitm: 'useMethodQesitm',
  atpnwarnqesitm: 'atpnWarnQesitm',
  atpnqesitm: 'atpnQesitm',
};

const headerKey = (header: string) => header.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Control characters but the line break, and the replacement character a bad encoding leaves, as spaces. */
function withoutControls(text: string): string {
  return [...text]
    .map((character) => {
      const code = character.codePointAt(0) ?? 0;
      return (code < 0x20 && code !== 0x0a) || code === 0x7f || code === 0xfffd ? ' ' : character;
    })
    .join('');
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Plain text of a list text: tags out (a line break for <br> and the end of a paragraph), entities decoded,
 * control characters and lone surrogates out, spaces collapsed. Empty → null.
 */
export function plainText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const decoded = String(value)
    .replace(/<\s*br\s*\/?\s*>|<\s*\/\s*p\s*>/giu, '\n')
    .replace(/<[^>]*>/gu, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/giu, (whole, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
      }
      return entities[name.toLowerCase()] ?? whole;
    })
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '');
  const text = withoutControls(decoded)
    .replace(/[ \t\u00a0]+/gu, ' ')
    .replace(/ *\n[\n ]*/gu, '\n')
    .trim();
  return text === '' ? null : text;
}

/** A one-line text (names): line breaks become spaces. */
const lineText = (value: unknown) => plainText(value)?.replace(/\n/gu, ' ') ?? null;

/** Dosage-form words at the end of an item name (before its strength), longest first, and the form they mean. */
const formWords: readonly (readonly [string, string])[] = [
  ['필름코팅정', '필름코팅정'],
  ['구강붕해정', '구강붕해정'],
  ['츄어블정', '츄어블정'],
  ['서방정', '서방정'],
  ['장용정', '장용정'],
  ['발포정', '발포정'],
  ['연질캡슐', '연질캡슐제'],
  ['캡슐', '경질캡슐제'],
  ['현탁액', '현탁제'],
  ['점안액', '점안제'],
  ['내복액', '액제'],
  ['플라스타', '첩부제'],
  ['스프레이', '분무제'],
  ['트로키', '트로키제'],
  ['시럽', '시럽제'],
  ['과립', '과립제'],
  ['연고', '연고제'],
  ['크림', '크림제'],
  ['로션', '로션제'],
  ['패취', '첩부제'],
  ['패치', '첩부제'],
  ['좌제', '좌제'],
  ['정', '정제'],
  ['액', '액제'],
  ['산', '산제'],
  ['겔', '겔제'],
  ['젤', '겔제'],
  ['환', '환제'],
  ['주', '주사제'],
];

const units: readonly (readonly [RegExp, string])[] = [
  [/^(밀리그램|밀리그람|mg|㎎)$/iu, 'mg'],
  [/^(마이크로그램|μg|mcg|㎍)$/iu, 'μg'],
  [/^(밀리리터|ml|㎖)$/iu, 'mL'],
  [/^(그램|g)$/iu, 'g'],
  [/^(%|퍼센트)$/iu, '%'],
  [/^(아이유|iu)$/iu, 'IU'],
];

const strengthPattern =
  /(\d+(?:\.\d+)?(?:\/\d+(?:\.\d+)?)*)\s*(밀리그램|밀리그람|마이크로그램|밀리리터|그램|퍼센트|아이유|mg|mcg|μg|ml|iu|g|%|㎎|㎍|㎖)/iu;

/** The item name without its parenthesised ingredients: 타이레놀정500밀리그램(아세트아미노펜) → 타이레놀정500밀리그램. */
const baseName = (itemName: string) => itemName.replace(/\s*[([（].*$/u, '');

/** The strength an item name spells, in the catalogue's units: 500밀리그램 → 500mg, 5/80밀리그램 → 5/80mg. */
export function strengthFromName(itemName: string): string {
  const match = strengthPattern.exec(baseName(itemName));
  if (!match) return '';
  const [, amount, unit = ''] = match;
  const canonical = units.find(([pattern]) => pattern.test(unit))?.[1] ?? unit;
  return `${amount}${canonical}`;
}

/** The dosage form an item name ends with, before its strength: 코자정50밀리그램 → 정제; '' when not obvious. */
export function formFromName(itemName: string): string {
  const base = baseName(itemName);
  const match = strengthPattern.exec(base);
  const beforeStrength = (match ? base.slice(0, match.index) : base).trim();
  return formWords.find(([word]) => beforeStrength.endsWith(word))?.[1] ?? '';
}

function fieldsOf(raw: RawRow): Partial<Record<keyof MedicineRecord, unknown>> {
  const fields: Partial<Record<keyof MedicineRecord, unknown>> = {};
  for (const [header, value] of Object.entries(raw)) {
    const field = fieldAliases[headerKey(header)];
    if (field && fields[field] === undefined) fields[field] = value;
  }
  return fields;
}

/** A catalogue record of one list item, or why it cannot be one. */
export function recordOf(
  raw: unknown,
): { record: MedicineRecord } | { reason: string; itemSeq: string | null } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { reason: 'not an object', itemSeq: null };
  const fields = fieldsOf(raw as RawRow);
  const itemSeq = lineText(fields.itemSeq);
  if (!itemSeq) return { reason: 'itemSeq missing', itemSeq: null };
  if (!/^[0-9]{6,12}$/u.test(itemSeq)) return { reason: 'itemSeq is not 6 to 12 digits', itemSeq };
  const itemName = lineText(fields.itemName);
  if (!itemName || compactKey(itemName) === '') return { reason: 'itemName missing', itemSeq };
  if (itemName.length > limits.itemName)
    return { reason: `itemName over ${limits.itemName} characters`, itemSeq };
  const entpName = lineText(fields.entpName);
  if (!entpName) return { reason: 'entpName missing', itemSeq };
  if (entpName.length > limits.entpName)
    return { reason: `entpName over ${limits.entpName} characters`, itemSeq };
  const itemEngName = lineText(fields.itemEngName);
  if (itemEngName && itemEngName.length > limits.itemEngName)
    return { reason: `itemEngName over ${limits.itemEngName} characters`, itemSeq };
  const texts = {
    efcyQesitm: plainText(fields.efcyQesitm),
    useMethodQesitm: plainText(fields.useMethodQesitm),
    atpnWarnQesitm: plainText(fields.atpnWarnQesitm),
    atpnQesitm: plainText(fields.atpnQesitm),
  };
  const tooLong = Object.entries(texts).find(([, text]) => (text?.length ?? 0) > limits.text);
  if (tooLong) return { reason: `${tooLong[0]} over ${limits.text} characters`, itemSeq };
  return {
    record: {
      itemSeq,
      itemName,
      itemEngName,
      entpName,
      formName: lineText(fields.formName) ?? formFromName(itemName),
      strength: lineText(fields.strength) ?? strengthFromName(itemName),
      mainIngrName: lineText(fields.mainIngrName),
      ...texts,
    },
  };
}

/** The items of the API's answer (`{ body: { items: [...] } }`, or `items: { item: [...] }` as XML turns), or an array. */
export function itemsOfJson(json: unknown): unknown[] {
  if (Array.isArray(json)) return json;
  const body = (json as { body?: { items?: unknown } } | null)?.body;
  const items = body?.items ?? (json as { items?: unknown } | null)?.items;
  if (Array.isArray(items)) return items;
  const item = (items as { item?: unknown } | null | undefined)?.item;
  if (Array.isArray(item)) return item;
  if (item && typeof item === 'object') return [item];
  throw new Error('The JSON is neither an array of items nor the API answer { body: { items: [...] } }');
}

/** Rows of a CSV text (RFC 4180: quoted fields may hold commas, line breaks and doubled quotes). */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index]!;
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"' && field === '') quoted = true;
    else if (character === ',') {
      row.push(field);
      field = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && text[index + 1] === '\n') index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += character;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}

/** CSV items keyed by their header. */
export function itemsOfCsv(text: string): RawRow[] {
  const [header, ...rows] = csvRows(text);
  if (!header) return [];
  return rows.map((cells) =>
    Object.fromEntries(header.map((name, index) => [name.trim(), cells[index] ?? ''])),
  );
}

/** The file's text: UTF-8 (with or without BOM), else EUC-KR (CP949), as the portal's CSV downloads often are. */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\ufeff/u, '');
  } catch {
    return new TextDecoder('euc-kr').decode(bytes);
  }
}

/** Parses a list file by its extension (.json or .csv); good records once per itemSeq, bad rows reported. */
export function parseEdrugList(fileName: string, bytes: Uint8Array): ParsedList {
  const text = decodeText(bytes);
  let items: unknown[];
  if (/\.json$/iu.test(fileName)) items = itemsOfJson(JSON.parse(text));
  else if (/\.csv$/iu.test(fileName)) items = itemsOfCsv(text);
  else throw new Error(`Give a .json or .csv file, not ${fileName}`);
  const bySeq = new Map<string, MedicineRecord>();
  const skipped: SkippedRow[] = [];
  let duplicates = 0;
  items.forEach((item, index) => {
    const result = recordOf(item);
    if ('reason' in result) {
      skipped.push({ row: index + 1, itemSeq: result.itemSeq, reason: result.reason });
      return;
    }
    if (bySeq.delete(result.record.itemSeq)) duplicates += 1;
    bySeq.set(result.record.itemSeq, result.record);
  });
  return { records: [...bySeq.values()], skipped, read: items.length, duplicates };
}
