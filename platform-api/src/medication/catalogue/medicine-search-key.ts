// The keys the catalogue is searched by, computed the same way for a stored medicine and for a search text:
// lower case without white space (so `Tylenol 500` finds `Tylenol500mg` and `타이레놀 정` finds 타이레놀정), and the
// Korean initial consonants (choseong) from es-hangul, so that `ㅌㅇㄹㄴ` finds 타이레놀.
import { canBeChoseong, combineCharacter, getChoseong } from 'es-hangul';

/** Separates the names joined in `search_key`: a search text never holds it (control characters are refused). */
export const searchKeySeparator = '\n';

/** Lower case, every white space removed. */
export function compactKey(text: string): string {
  return text.replace(/\s+/gu, '').toLowerCase();
}

/** The initial consonants of the Hangul syllables of `text` (타이레놀정500밀리그램 → ㅌㅇㄹㄴㅈㅁㄹㄱㄹ). */
export function choseongKey(text: string): string {
  return getChoseong(compactKey(text));
}

export interface MedicineNames {
  itemName: string;
  itemEngName: string | null;
  mainIngrName: string | null;
}

export interface MedicineKeys {
  searchKey: string;
  nameKey: string;
  engKey: string;
  choseongKey: string;
}

/**
 * Texts shorter than this are looked up among the keys' characters and pairs of characters (the database's
 * `medicine_short_grams`): trigram indexes need three characters.
 */
const shortTextLength = 3;

const isShort = (key: string) => [...key].length < shortTextLength;

/** The search columns of a stored medicine. */
export function medicineKeys({ itemName, itemEngName, mainIngrName }: MedicineNames): MedicineKeys {
  const nameKey = compactKey(itemName);
  const engKey = compactKey(itemEngName ?? '');
  const ingredientKey = compactKey(mainIngrName ?? '');
  return {
    searchKey: [nameKey, engKey, ingredientKey].filter(Boolean).join(searchKeySeparator),
    nameKey,
    engKey,
    choseongKey: choseongKey(itemName),
  };
}

/**
 * What a search text asks for:
 * - `all`: nothing typed, every medicine in name order;
 * - `text`: a part of a name (Korean, English, ingredient);
 * - `choseong`: only Korean initial consonants (ㅌㅇㄹㄴ), a part of the names' consonants;
 * - `mixed`: syllables and lone consonants (타ㅇ), each consonant standing for any syllable it begins: the
 *   consonants of the whole text and its `syllables` narrow the search, `namePattern` (a PostgreSQL regular
 *   expression) decides.
 * `short`: the text (the consonants of a mixed one) is one or two characters.
 */
export type MedicineQuery =
  | { kind: 'all' }
  | { kind: 'text'; key: string; short: boolean }
  | { kind: 'choseong'; key: string; short: boolean }
  | { kind: 'mixed'; choseong: string; short: boolean; syllables: string[]; namePattern: string };

const isHangulSyllable = (character: string) => /^[\uac00-\ud7a3]$/u.test(character);

/** Any syllable beginning with `consonant`: 가 to 깋 for ㄱ (es-hangul composes both ends). */
function syllablesOf(consonant: string): string {
  return `[${combineCharacter(consonant, 'ㅏ')}-${combineCharacter(consonant, 'ㅣ', 'ㅎ')}]`;
}

const escapeRegExp = (character: string) => character.replace(/[\\^$.*+?()[\]{}|-]/gu, '\\$&');

export function medicineQuery(itemName: string | undefined): MedicineQuery {
  const key = compactKey(itemName ?? '');
  if (key === '') return { kind: 'all' };
  const characters = [...key];
  const consonants = characters.filter((character) => canBeChoseong(character));
  if (consonants.length === 0) return { kind: 'text', key, short: isShort(key) };
  if (consonants.length === characters.length) return { kind: 'choseong', key, short: isShort(key) };
  if (!characters.some(isHangulSyllable)) return { kind: 'text', key, short: isShort(key) };
  const choseong = getChoseong(key);
  return {
    kind: 'mixed',
    choseong,
    short: isShort(choseong),
    syllables: [...new Set(characters.filter(isHangulSyllable))],
    namePattern: characters
      .map((character) => (canBeChoseong(character) ? syllablesOf(character) : escapeRegExp(character)))
      .join(''),
  };
}

/** `text` as a literal inside a LIKE pattern (the default escape character is the backslash). */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/gu, '\\$&');
}
