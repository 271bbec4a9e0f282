import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../platform/auth/bearer-auth';
import { scopes } from '../../platform/auth/scopes';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { contextOf, fhirJsonType, fhirSuccess, rawQueryOf } from '../fhir/fhir-json';
import { readPatientInteraction } from '../fhir/fhir-operations';
import { outcomeResponses } from '../fhir/fhir-outcome';
import { notFound } from '../fhir/fhir-errors';
import { resolveWritableSubject } from '../fhir/subject-access';
import type { FhirRouteOptions } from '../observations/observation-routes';
import { decodeCursor } from './export-cursor';
import { everythingPage, exportSectionCount } from './everything-stream';

/** Entries of a page unless `_count` says otherwise, and the most it may say. */
export const exportPageSize = { default: 1000, max: 10_000 } as const;

const badParameter = (field: string) => new ApiError(400, errorCodes.invalidRequest, { field });

/** The one value of a parameter given at most once. */
function single(params: URLSearchParams, name: string): string | undefined {
  const values = params.getAll(name);
  if (values.length > 1) throw badParameter(name);
  return values[0];
}

function countOf(text: string | undefined): number {
  if (text === undefined) return exportPageSize.default;
  if (!/^\d{1,6}$/.test(text)) throw badParameter('_count');
  const count = Number(text);
  if (count < 1 || count > exportPageSize.max) throw badParameter('_count');
  return count;
}

/** `_since`: an instant with its zone (FHIR `instant`), on a day the calendar has. */
function sinceOf(text: string | undefined): Date | null {
  if (text === undefined) return null;
  const pattern = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;
  const match = pattern.exec(text);
  const instant = match ? new Date(text) : null;
  const day = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  const realDay =
    day !== null && day.getUTCDate() === Number(match?.[3]) && day.getUTCMonth() === Number(match?.[2]) - 1;
  if (!instant || Number.isNaN(instant.getTime()) || !realDay) throw badParameter('_since');
  return instant;
}

/**
 * `GET /fhir/Patient/{id}/$everything` (FHIR R4 operation): everything the person owns, their own id only.
 * Streamed page by page, so that years of hourly records leave with flat memory.
 */
export const everythingRoutes: FastifyPluginAsync<FhirRouteOptions> = async (
  app,
  { db, authenticateUser, now },
) => {
  app.get<{ Params: { id: string } }>(
    '/fhir/Patient/:id/$everything',
    {
      onRequest: requireUser(authenticateUser, scopes.read),
      schema: {
        summary: 'Export everything the person owns ($everything)',
        description:
          'A searchset Bundle of the Patient (first page), every Observation, the checkups (DiagnosticReport), ' +
          'the medication plans (MedicationRequest), the doses ticked taken or not taken (MedicationAdministration, ' +
          '`completed` / `not-done`) and the health goals (Goal). `_count` entries a page ' +
          `(default ${exportPageSize.default}, at most ${exportPageSize.max}); the \`next\` link carries the ` +
          'cursor (`_cursor`) of the following page; `_since` keeps what changed at or after an instant. ' +
          "Only one's own id: anyone else's, shared or not, is 404 M1129 like an unknown id.",
        tags: ['fhir'],
        security: [{ bearer: [scopes.read] }],
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', description: 'fhirResId of the person (their own)' } },
        },
        querystring: {
          type: 'object',
          properties: {
            _count: { type: 'string', description: `Entries a page, 1-${exportPageSize.max}` },
            _since: { type: 'string', description: 'FHIR instant: only what changed at or after it' },
            _cursor: { type: 'string', description: 'Where the page starts, from a `next` link' },
            _format: { type: 'string', description: 'json (the only format served)' },
            lang: { type: 'string', maxLength: 16, description: 'ko | en | km' },
          },
        },
        response: { ...fhirSuccess(200, 'A searchset Bundle page'), ...outcomeResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const context = contextOf(request, db, now);
      const ownSubject = await resolveWritableSubject(db, context.caller);
      if (request.params.id.toLowerCase() !== ownSubject) throw notFound();
      const params = rawQueryOf(request);
      const count = countOf(single(params, '_count'));
      const since = sinceOf(single(params, '_since'));
      const cursorText = single(params, '_cursor');
      const cursor = cursorText === undefined ? null : decodeCursor(cursorText, exportSectionCount);
      const patient = await readPatientInteraction(context, ownSubject);
      const page = everythingPage({
        db,
        userId: context.caller.principal.userId,
        subject: ownSubject,
        patient,
        base: context.base,
        count,
        since,
        cursor,
        now: context.now,
      });
      return reply.type(fhirJsonType).send(Readable.from(page));
    },
  );
};
