import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OperationOutcome, OperationOutcomeIssue } from 'fhir/r4';
import { loadCatalog, messageText, pickLanguage, type Catalog, type Language } from 'locales';
import { fieldErrorsOf, isMCode } from 'shared-kernel/isomorphic';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import type { LogFailure } from '../../platform/http/failure-log';
import { fhirErrorCodes } from './fhir-errors';

/** System of the M-codes in an OperationOutcome's `details.coding`. */
export const messageCodeSystem = 'https://fhir.family-health.app/CodeSystem/message';

/** The media type of every FHIR answer. */
export const fhirJsonType = 'application/fhir+json; charset=utf-8';

function firstValue(value: unknown): string | undefined {
  if (Array.isArray(value)) return firstValue(value[0]);
  return typeof value === 'string' ? value : undefined;
}

/** `Accept-Language: en-US,en;q=0.9,ko;q=0.8` → its languages, most wanted first (q=0 left out). */
function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { tag: tag.trim(), quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter(({ tag, quality }) => tag !== '' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The language of a FHIR answer's texts: the app's `Language-Code` header or `lang` parameter, else the first
 * language of `Accept-Language` we speak (what FHIR clients send), else Korean.
 */
export function fhirLanguage(request: FastifyRequest): Language {
  const query: unknown = request.query;
  const queryLanguage =
    typeof query === 'object' && query !== null && 'lang' in query ? firstValue(query.lang) : undefined;
  return pickLanguage([
    firstValue(request.headers['language-code']),
    queryLanguage,
    ...acceptedLanguages(firstValue(request.headers['accept-language'])),
  ]);
}

/** The OperationOutcome issue type of an answer's status (and M-code). */
function issueCodeOf(error: ApiError): OperationOutcomeIssue['code'] {
  switch (error.statusCode) {
    case 401:
      return 'login';
    case 403:
      return 'forbidden';
    case 404:
    case 410:
      return 'not-found';
    case 406:
    case 415:
      return 'not-supported';
    case 409:
      return 'conflict';
    case 412:
      return error.code === fhirErrorCodes.versionConflict ? 'conflict' : 'multiple-matches';
    case 413:
      return 'too-costly';
    case 429:
      return 'throttled';
  }
  if (error.statusCode >= 500) return 'exception';
  if (error.code === fhirErrorCodes.invalidText || error.code === fhirErrorCodes.tooLarge) return 'value';
  return 'invalid';
}

/**
 * An error as FHIR says it: one issue with its severity, type, the M-code in `details.coding`, the message in
 * the request's language as `diagnostics` (and `details.text`), and the FHIR path at fault as `expression`.
 */
export function operationOutcome(error: ApiError, catalog: Catalog): OperationOutcome {
  const text = messageText(catalog, error.code, error.params);
  return {
    resourceType: 'OperationOutcome',
    issue: [
      {
        severity: error.statusCode >= 500 ? 'fatal' : 'error',
        code: issueCodeOf(error),
        details: { coding: [{ system: messageCodeSystem, code: error.code }], text },
        diagnostics: text,
        ...(error.field ? { expression: [error.field] } : {}),
      },
    ],
  };
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error;
}

/** Any error thrown under `/fhir` as the ApiError its answer says (the app's envelope does the same). */
export function apiErrorOf(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isFastifyError(error) && error.validation) {
    const [field, fieldError] = Object.entries(fieldErrorsOf(error.validation))[0] ?? [];
    const code = fieldError && isMCode(fieldError.code) ? fieldError.code : errorCodes.invalidRequest;
    return new ApiError(400, code, field ? { field } : {});
  }
  const status = isFastifyError(error) ? (error.statusCode ?? 500) : 500;
  if (status === 429) return new ApiError(429, errorCodes.tryAgainLater);
  if (status === 415 || status === 406) return new ApiError(status, fhirErrorCodes.unsupportedFormat);
  if (status === 413) return new ApiError(413, fhirErrorCodes.tooLarge);
  if (status >= 400 && status < 500) return new ApiError(status, errorCodes.invalidRequest);
  return new ApiError(500, errorCodes.serverProblem);
}

export async function sendOutcome(request: FastifyRequest, reply: FastifyReply, error: ApiError) {
  const language = fhirLanguage(request);
  return reply
    .status(error.statusCode)
    .type(fhirJsonType)
    .headers({ ...error.headers, 'content-language': language })
    .send(operationOutcome(error, await loadCatalog(language)));
}

/**
 * Every error of the routes of `app` (the FHIR plugin's context) leaves as an OperationOutcome with its status;
 * the rest of the API keeps its envelope. Internals never leave (a 500 is logged and says M0073 only).
 */
export function answerErrorsAsOutcomes(app: FastifyInstance, logFailure: LogFailure): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    const apiError = apiErrorOf(error);
    logFailure(request, error, apiError, 'FHIR request failed');
    return sendOutcome(request, reply, apiError);
  });
}

/** An OperationOutcome's response schema (open: the serializer must not drop FHIR fields). */
export const outcomeSchema = {
  type: 'object',
  additionalProperties: true,
  description: 'OperationOutcome: issue[].severity, code, details.coding (the M-code), diagnostics',
} as const;

/** Response schemas of the OperationOutcome for the given statuses, for a FHIR route's `response` schema. */
export function outcomeResponses(...statuses: number[]): Record<number, typeof outcomeSchema> {
  return Object.fromEntries(statuses.map((status) => [status, outcomeSchema]));
}

export type { Catalog };
