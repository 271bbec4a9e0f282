import type { FastifyInstance, FastifyRequest } from 'fastify';
import { principalOf } from '../../platform/auth/bearer-auth';
import type { Database } from '../../platform/database/database';
import type { FhirContext } from './fhir-operations';

/**
 * The success answer of a FHIR route in the OpenAPI document. The body stays open (`additionalProperties`):
 * a closed schema would make Fastify's serializer drop every FHIR field it does not list.
 */
export function fhirSuccess(status: 200 | 201, description: string) {
  return { [status]: { type: 'object', additionalProperties: true, description } } as const;
}

export const noContent = { 204: { type: 'null', description: 'Deleted' } } as const;

export { fhirJsonType } from './fhir-outcome';

// A host as a Host header may name it: a name or an IPv4 or [IPv6] address, and a port.
const hostPattern = /^(?:[A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/**
 * The absolute base of the FHIR API as the client reached it, e.g. `https://api.example/fhir`: the request's
 * protocol and host. Behind a proxy that TRUST_PROXY names (the app server's, a load balancer) Fastify reads them
 * from its `X-Forwarded-Proto` and `X-Forwarded-Host`; from anyone else those headers are ignored, and the URLs
 * follow the connection and its Host header.
 */
export function fhirBaseOf(request: FastifyRequest): string {
  const host = hostPattern.test(request.host) ? request.host : 'localhost';
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${host}/fhir`;
}

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
  return {
    db,
    caller: { principal: principalOf(request), log: request.log },
    now: now(),
    base: fhirBaseOf(request),
  };
}
