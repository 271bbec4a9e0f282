import type { FastifyInstance, FastifyRequest } from 'fastify';
import { principalOf } from '../auth/bearer-auth';
import type { Database } from '../database/database';
import type { FhirContext } from './fhir-operations';

/**
 * The success answer of a FHIR route in the OpenAPI document. The body stays open (`additionalProperties`):
 * a closed schema would make Fastify's serializer drop every FHIR field it does not list.
 */
export function fhirSuccess(status: 200 | 201, description: string) {
  return { [status]: { type: 'object', additionalProperties: true, description } } as const;
}

export const noContent = { 204: { type: 'null', description: 'Deleted' } } as const;

/** The media type of every FHIR answer. */
export const fhirJsonType = 'application/fhir+json; charset=utf-8';

/**
 * Lets the routes of `app` (a plugin's context) read `application/fhir+json` bodies like JSON; plain
 * `application/json` keeps working. FHIR clients send their JSON content type on every request: a DELETE that
 * carries it with no body is bodyless, not malformed JSON.
 */
export function acceptFhirJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    ['application/json', 'application/fhir+json'],
    { parseAs: 'string' },
    (request, body, done) => {
      if (request.method === 'DELETE' && body === '') done(null, undefined);
      else parseJson(request, String(body), done);
    },
  );
}

/** The query string of a request exactly as sent: repeated parameters and their order matter to a search. */
export function rawQueryOf(request: FastifyRequest): URLSearchParams {
  const start = request.url.indexOf('?');
  return new URLSearchParams(start === -1 ? '' : request.url.slice(start + 1));
}

/** The context of a request that passed `requireUser`. */
export function contextOf(request: FastifyRequest, db: Database, now: () => Date): FhirContext {
  return { db, caller: { principal: principalOf(request), log: request.log }, now: now() };
}
