import type Ajv from 'ajv';
import type { DataValidationCxt } from 'ajv/dist/types';
import {
  hasAtMostDecimals,
  isDifferentFromSibling,
  isNotAfterToday,
  isNotBeforeToday,
  isSameAsSibling,
  kernelFormats,
  messageKeys,
  normalizers,
  type NormalizerName,
} from './kernelKeywords';

/**
 * Registers the keywords and formats the kernel's schemas use, so that any Ajv instance (Fastify's too:
 * `ajv: { plugins: [addKernelKeywords] }`) compiles them:
 * - `x-messages` (annotation): the message for each failing keyword, e.g. `{ "maxLength": "M0117" }`;
 * - `x-normalize: "mobilePhone"`: rewrites the value to its national form before length and pattern run;
 * - `x-sameAs: "<sibling>"`: equal to a sibling property (password confirmation);
 * - `x-differentFrom: "<sibling>"`: not equal to a sibling property (a new password and the current one);
 * - `x-maxDecimals: n`: at most n decimal places;
 * - `x-notBeforeToday: "<IANA time zone>"`: a `YYYY-MM-DD...` string on or after today in that zone;
 * - `x-notAfterToday: "<IANA time zone>"`: a `YYYY-MM-DD...` string on or before today in that zone.
 * The browser judges the same keywords without Ajv (`validateForm`), from the same definitions.
 */
export function addKernelKeywords(ajv: Ajv): Ajv {
  for (const [name, format] of Object.entries(kernelFormats)) ajv.addFormat(name, format);
  ajv.addKeyword({
    keyword: 'x-messages',
    schemaType: 'object',
    metaSchema: { type: 'object', additionalProperties: { enum: messageKeys } },
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
      isSameAsSibling(sibling, data, context?.parentData),
  });
  ajv.addKeyword({
    keyword: 'x-differentFrom',
    schemaType: 'string',
    compile: (sibling: string) => (data: unknown, context?: DataValidationCxt) =>
      isDifferentFromSibling(sibling, data, context?.parentData),
  });
  ajv.addKeyword({
    keyword: 'x-maxDecimals',
    type: 'number',
    schemaType: 'number',
    compile: (places: number) => (data: number) => hasAtMostDecimals(places, data),
  });
  ajv.addKeyword({
    keyword: 'x-notBeforeToday',
    type: 'string',
    schemaType: 'string',
    compile: (timeZone: string) => (data: string) => isNotBeforeToday(timeZone, data),
  });
  ajv.addKeyword({
    keyword: 'x-notAfterToday',
    type: 'string',
    schemaType: 'string',
    compile: (timeZone: string) => (data: string) => isNotAfterToday(timeZone, data),
  });
  return ajv;
}
