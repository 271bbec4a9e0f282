import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadCatalog, messageText } from 'locales';
import { fieldErrorsOf, mCodes, type MCode } from 'shared-kernel/isomorphic';
import { ApiError } from './api-error';
import { errorCodes, type ErrorCode } from './error-codes';
import { requestLanguage } from './language';
import type { LogFailure } from './failure-log';

export interface ErrorEnvelope {
  code: ErrorCode;
  message: string;
  field?: string;
  params?: Record<string, number>;
  missing?: string[];
}

export const errorEnvelopeSchema = {
  $id: 'ErrorEnvelope',
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: { type: 'string', pattern: '^M[0-9]{4}$', description: 'M-code of the error catalogue' },
    message: { type: 'string', description: 'Text in the language of the Language-Code header' },
    field: { type: 'string', description: 'Wire name of the request field at fault, when known' },
    params: {
      type: 'object',
      additionalProperties: { type: 'number' },
      description: "Values filled into the message, e.g. M0089's minutes",
    },
    missing: {
      type: 'array',
      items: { type: 'string' },
      description: 'Keys of the inputs nobody recorded yet (M0002, M1087 of the predictions)',
    },
  },
} as const;

/** Response schemas of the error envelope for the given statuses, for a route's `response` schema. */
export function errorResponses(...statuses: number[]): Record<number, { $ref: string }> {
  return Object.fromEntries(statuses.map((status) => [status, { $ref: 'ErrorEnvelope#' }]));
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error;
}

function isMCode(code: string): code is MCode {
  return (mCodes as readonly string[]).includes(code);
}

/**
 * The first schema violation as the client sees it: the M-code the kernel schema's `x-messages` names for the
 * failing rule (M0187 when it names none, or only a generic message), and the field by its wire name.
 */
function validationError(error: FastifyError): ApiError {
  const [field, fieldError] = Object.entries(fieldErrorsOf(error.validation ?? []))[0] ?? [];
  const code = fieldError && isMCode(fieldError.code) ? fieldError.code : errorCodes.invalidRequest;
  return new ApiError(400, code, field ? { field } : {});
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isFastifyError(error) && error.validation) return validationError(error);
  // Fastify's own client errors (malformed JSON, unsupported media type, body too large...) keep their status.
  const status = isFastifyError(error) ? (error.statusCode ?? 500) : 500;
  if (status === 429) return new ApiError(429, errorCodes.tryAgainLater);
  if (status >= 400 && status < 500) return new ApiError(status, errorCodes.invalidRequest);
  return new ApiError(500, errorCodes.serverProblem);
}

/** Sends `error` as the envelope, in the request's language (also for errors met before any route). */
export async function sendEnvelope(request: FastifyRequest, reply: FastifyReply, error: ApiError) {
  const language = requestLanguage(request);
  const envelope: ErrorEnvelope = {
    code: error.code,
    message: messageText(await loadCatalog(language), error.code, { ...error.texts, ...error.params }),
    ...(error.field ? { field: error.field } : {}),
    ...(error.params ? { params: error.params } : {}),
    ...(error.missing ? { missing: error.missing } : {}),
  };
  return reply
    .status(error.statusCode)
    .headers({ ...error.headers, 'content-language': language })
    .send(envelope);
}

/** Every error, thrown anywhere or an unknown route, leaves as the one envelope; internals never leave. */
export function registerErrorEnvelope(app: FastifyInstance, logFailure: LogFailure): void {
  app.addSchema(errorEnvelopeSchema);

  app.setErrorHandler((error: unknown, request, reply) => {
    const apiError = toApiError(error);
    logFailure(request, error, apiError, 'request failed');
    return sendEnvelope(request, reply, apiError);
  });

  app.setNotFoundHandler((request, reply) =>
    sendEnvelope(request, reply, new ApiError(404, errorCodes.invalidRequest)),
  );
}
