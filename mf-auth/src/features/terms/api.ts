import { openApi } from 'shared-kernel';
import { expectAnswer, isRecord } from '../api-answers/answers';

/** One term of service (stplat) as the API gives it, in the request language. */
export interface Term {
  stplatCode: string;
  stplatVer: string;
  required: boolean;
  stplatNm: string;
  stplatCn: string;
}

/** A term with the person's answer (and, in settings, when they agreed). */
export interface AgreedTerm extends Term {
  agreed: boolean;
  agreedDt?: string | null;
}

export interface Agreement {
  stplatCode: string;
  agreed: boolean;
}

export function isTerm(value: unknown): value is Term {
  return (
    isRecord(value) &&
    typeof value.stplatCode === 'string' &&
    typeof value.stplatVer === 'string' &&
    typeof value.required === 'boolean' &&
    typeof value.stplatNm === 'string' &&
    typeof value.stplatCn === 'string'
  );
}

export function isAgreedTerm(value: unknown): value is AgreedTerm {
  return (
    isTerm(value) &&
    isRecord(value) &&
    typeof value.agreed === 'boolean' &&
    (value.agreedDt === undefined || value.agreedDt === null || typeof value.agreedDt === 'string')
  );
}

/** `{ stplatList: [...] }` whose every entry passes `isEntry`. */
export function isTermList<Entry extends Term>(
  isEntry: (value: unknown) => value is Entry,
): (data: unknown) => data is { stplatList: Entry[] } {
  return (data: unknown): data is { stplatList: Entry[] } =>
    isRecord(data) && Array.isArray(data.stplatList) && data.stplatList.every(isEntry);
}

export async function fetchSignUpTerms(): Promise<Term[]> {
  return expectAnswer(await openApi.get<unknown>('/register/stplat'), isTermList(isTerm)).stplatList;
}

/** Everything required is agreed (the kernel's termsAgreed rule judges the flag). */
export function requiredTermsAgreed(
  terms: readonly Term[],
  agreed: Readonly<Record<string, boolean>>,
): boolean {
  return terms.every((term) => !term.required || agreed[term.stplatCode] === true);
}

export function agreementsOf(terms: readonly Term[], agreed: Readonly<Record<string, boolean>>): Agreement[] {
  return terms.map((term) => ({ stplatCode: term.stplatCode, agreed: agreed[term.stplatCode] === true }));
}
