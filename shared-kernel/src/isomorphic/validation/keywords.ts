import type Ajv from 'ajv';
import type { DataValidationCxt } from 'ajv/dist/types';
// The formats only: ajv-formats' entry point imports Ajv's compiler, which the browser must not load up front.
import { fullFormats } from 'ajv-formats/dist/formats';
import { calendarDateIn } from '../dates';
import { mCodes } from '../mcodes';
import { genericMessageKeys } from './messages';
import { normalizeMobilePhone } from './mobilePhone';

const normalizers = { mobilePhone: normalizeMobilePhone } as const;
type NormalizerName = keyof typeof normalizers;

/**
 * Registers the keywords and formats the kernel's schemas use, so that any Ajv instance (Fastify's too:
 * `ajv: { plugins: [addKernelKeywords] }`) compiles them:
 * - `x-messages` (annotation): the message for each failing keyword, e.g. `{ "maxLength": "M0117" }`;
 * - `x-normalize: "mobilePhone"`: rewrites the value to its national form before length and pattern run;
 * - `x-sameAs: "<sibling>"`: equal to a sibling property (password confirmation);
 * - `x-maxDecimals: n`: at most n decimal places;
 * - `x-notBeforeToday: "<IANA time zone>"`: a `YYYY-MM-DD...` string on or after today in that zone;
 * - `x-notAfterToday: "<IANA time zone>"`: a `YYYY-MM-DD...` string on or before today in that zone.
 */
export function addKernelKeywords(ajv: Ajv): Ajv {
  ajv.addFormat('date', fullFormats.date);
  ajv.addFormat('email', fullFormats.email);
  ajv.addFormat('uuid', fullFormats.uuid);
  ajv.addKeyword({
    keyword: 'x-messages',
    schemaType: 'object',
    metaSchema: { type: 'object', additionalProperties: { enum: [...mCodes, ...genericMessageKeys] } },
  });
  ajv.addKeyword({
    keyword: 'x-normalize',
    type: 'string',
    schemaType: 'string',
    metaSchema: { enum: Object.keys(normalizers) },
    modifying: true,
    before: 'maxLength',
    errors: false,
    compile: (name: NormalizerName) => (data: string, context?: DataValidationCxt) => {
      // A value with no parent (a bare string) cannot be replaced in place; it is judged as it is.
      if (context?.parentData !== undefined) {
        context.parentData[context.parentDataProperty] = normalizers[name](data);
      }
      return true;
    },
  });
  ajv.addKeyword({
    keyword: 'x-sameAs',
    schemaType: 'string',
    compile: (sibling: string) => (data: unknown, context?: DataValidationCxt) =>
      context?.parentData !== undefined && context.parentData[sibling] === data,
  });
  ajv.addKeyword({
    keyword: 'x-maxDecimals',
    type: 'number',
    schemaType: 'number',
    compile: (places: number) => (data: number) => Number(data.toFixed(places)) === data,
  });
  ajv.addKeyword({
    keyword: 'x-notBeforeToday',
    type: 'string',
    schemaType: 'string',
    compile: (timeZone: string) => (data: string) => data.slice(0, 10) >= calendarDateIn(timeZone),
  });
  ajv.addKeyword({
    keyword: 'x-notAfterToday',
    type: 'string',
    schemaType: 'string',
    compile: (timeZone: string) => (data: string) => data.slice(0, 10) <= calendarDateIn(timeZone),
  });
  return ajv;
}
