/** What a native host sends is checked against the schemas of `schemas.ts` before any feature sees it. */
export const invalid = Symbol('invalid');
export type Decoder<T> = (data: unknown) => T | typeof invalid;
