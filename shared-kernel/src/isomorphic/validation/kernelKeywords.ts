// What each keyword the kernel adds to JSON Schema judges, written once for both validators: the API's Ajv
// (`addKernelKeywords`) and the browser's interpreter (`interpreter.ts`), which must give the same verdicts.
// The formats only: ajv-formats' entry point imports Ajv's compiler, which the browser must not load.
import { fullFormats } from 'ajv-formats/dist/formats';
import { calendarDateIn } from '../dates';
import { mCodes } from '../mcodes';
import { genericMessageKeys, type MessageKey } from './messages';
import { normalizeMobilePhone } from './mobilePhone';

export const normalizers = { mobilePhone: normalizeMobilePhone } as const;
export type NormalizerName = keyof typeof normalizers;

export function isNormalizerName(name: unknown): name is NormalizerName {
  return typeof name === 'string' && Object.hasOwn(normalizers, name);
}

/** Every key an `x-messages` may name: an M-code or a generic message. */
export const messageKeys: readonly MessageKey[] = [...mCodes, ...genericMessageKeys];

/** The formats the kernel's schemas use, as ajv-formats defines them (the API's Ajv takes ajv-formats too). */
export const kernelFormats = { date: fullFormats.date, email: fullFormats.email, uuid: fullFormats.uuid };
export type KernelFormatName = keyof typeof kernelFormats;

export function isKernelFormatName(name: unknown): name is KernelFormatName {
  return typeof name === 'string' && Object.hasOwn(kernelFormats, name);
}

/** `x-sameAs: "<sibling>"`: equal to a sibling property. */
export function isSameAsSibling(sibling: string, data: unknown, parentData: unknown): boolean {
  return typeof parentData === 'object' && parentData !== null && Reflect.get(parentData, sibling) === data;
}

/** `x-differentFrom: "<sibling>"`: not equal to a sibling property (a new password is not the current one). */
export function isDifferentFromSibling(sibling: string, data: unknown, parentData: unknown): boolean {
  return !isSameAsSibling(sibling, data, parentData);
}

/** `x-maxDecimals: n`: at most n decimal places. */
export function hasAtMostDecimals(places: number, data: number): boolean {
  return Number(data.toFixed(places)) === data;
}

/** `x-notBeforeToday: "<IANA time zone>"`: a `YYYY-MM-DD...` string on or after today in that zone. */
export function isNotBeforeToday(timeZone: string, data: string): boolean {
  return data.slice(0, 10) >= calendarDateIn(timeZone);
}

/** `x-notAfterToday: "<IANA time zone>"`: a `YYYY-MM-DD...` string on or before today in that zone. */
export function isNotAfterToday(timeZone: string, data: string): boolean {
  return data.slice(0, 10) <= calendarDateIn(timeZone);
}
