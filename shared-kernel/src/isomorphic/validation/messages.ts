import type { MCode } from '../mcodes';

/**
 * Messages for rules the spec gives no M-code. Their texts sit next to the M-codes in locales'
 * `messages` namespace and take `{{field}}` (a key under common.json `fields`), `{{min}}` and `{{max}}`.
 */
export const genericMessageKeys = [
  'generic.required',
  'generic.choose',
  'generic.maxLength',
  'generic.minLength',
  'generic.email',
  'generic.samePassword',
  'generic.imageOnly',
  'generic.number',
  'generic.wholeNumber',
  'generic.between',
  'generic.min',
  'generic.max',
  'generic.invalid',
  'generic.lettersOnly',
] as const;
export type GenericMessageKey = (typeof genericMessageKeys)[number];

export type MessageKey = MCode | GenericMessageKey;

export type MessageParams = Record<string, string | number>;

export interface FieldError {
  code: MessageKey;
  params?: MessageParams;
}

/** First failing rule per field, keyed by field name; empty when every field is valid. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, FieldError>>;

/** Value of the `x-messages` schema keyword: the message for each failing JSON Schema keyword. */
export type MessageMap = Partial<Record<string, MessageKey>>;
