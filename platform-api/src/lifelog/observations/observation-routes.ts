import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Observation } from 'fhir/r4';
import { requireUser, type AuthenticateUser } from '../../platform/auth/bearer-auth';
import { scopes } from '../../platform/auth/scopes';
import type { Database } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { languageQuerySchema } from '../../platform/http/language';
import { checkText } from '../fhir/fhir-input-bounds';
import { contextOf, fhirJsonType, fhirSuccess, noContent, rawQueryOf } from '../fhir/fhir-json';
import {
  createObservationInteraction,
  deleteObservationInteraction,
  readObservationInteraction,
  searchInteraction,
  updateObservationInteraction,
  versionPreconditionOf,
  vreadObservationInteraction,
} from '../fhir/fhir-operations';
import { outcomeResponses as errorResponses } from '../fhir/fhir-outcome';

export interface FhirRouteOptions {
  db: Database;
  authenticateUser: AuthenticateUser;
  now: () => Date;
}

// Bodies are declared only as objects: the FHIR validator checks them against the R4 schema and our rules,
// and answers the FHIR path at fault.
const resourceBodySchema = { type: 'object', description: 'FHIR R4 Observation' } as const;
const idParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', description: 'Server id of the Observation' } },
} as const;
const versionParamsSchema = {
  type: 'object',
  required: ['id', 'vid'],
  properties: {
    id: { type: 'string', description: 'Server id of the Observation' },
    vid: { type: 'string', description: 'Its meta.versionId' },
  },
} as const;
const ifMatchHeaders = {
  type: 'object',
  properties: {
    'if-match': {
      type: 'string',
      description: 'W/"{versionId}" (the ETag of a read): 412 M1126 unless that is still the current version',
    },
  },
} as const;

const searchDescription = [
  '`subject=Patient/{fhirResId}` (default: the caller; another person only when they share with the caller),',
  '`code=[system|]code[,...]`, `combo-code` (the record code or any component code), `identifier=system|value`,',
  '`date=[eq|ge|gt|le|lt]YYYY-MM-DD` (a day in Asia/Seoul) or a date-time with zone, repeatable;',
  '`_count` 1..100 (20), `_offset`, `_sort=-date|date` (-date), `_total=none` (no count: faster).',
].join(' ');

const idempotencyKeyHeader = 'idempotency-key';

function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || header.length < 1 || header.length > 100) {
    throw new ApiError(400, errorCodes.invalidRequest, { field: 'Idempotency-Key' });
  }
  checkText(header, 'Idempotency-Key', 100);
  return header;
}

function sendResource(reply: FastifyReply, status: number, resource: Observation) {
  return reply
    .status(status)
    .type(fhirJsonType)
    .headers({
      etag: `W/"${resource.meta?.versionId ?? ''}"`,
      ...(resource.meta?.lastUpdated
        ? { 'last-modified': new Date(resource.meta.lastUpdated).toUTCString() }
        : {}),
    })
    .send(resource);
}

/** `Observation` create, read, update, delete and search (contract items 1 and 2). */
export const observationRoutes: FastifyPluginAsync<FhirRouteOptions> = async (
  app,
  { db, authenticateUser, now },
) => {
  const read = requireUser(authenticateUser, scopes.read);
  const write = requireUser(authenticateUser, scopes.write);

  app.post<{ Body: unknown; Headers: Record<string, string | string[] | undefined> }>(
    '/fhir/Observation',
    {
      onRequest: write,
      schema: {
        summary: 'Create an Observation',
        description:
          'Answers 201 with the stored resource and its Location. With an `Idempotency-Key` header (1-100 ' +
          'characters), the same key again answers 200 with the resource created the first time.',
        tags: ['fhir'],
        security: [{ bearer: [scopes.write] }],
        querystring: languageQuerySchema,
        body: resourceBodySchema,
        response: {
          ...fhirSuccess(201, 'The stored Observation'),
          ...fhirSuccess(200, 'The Observation created earlier with the same Idempotency-Key'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request.headers[idempotencyKeyHeader]);
      const context = contextOf(request, db, now);
      const outcome = await db.transaction((transaction) =>
        createObservationInteraction(
          { ...context, db: transaction },
          request.body,
          idempotencyKey === undefined ? {} : { idempotencyKey },
        ),
      );
      if (outcome.location) reply.header('location', outcome.location);
      return sendResource(reply, outcome.status, outcome.resource);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/fhir/Observation/:id',
    {
      onRequest: read,
      schema: {
        summary: 'Read an Observation',
        tags: ['fhir'],
        security: [{ bearer: [scopes.read] }],
        querystring: languageQuerySchema,
        params: idParamsSchema,
        response: { ...fhirSuccess(200, 'The Observation'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const resource = await readObservationInteraction(contextOf(request, db, now), request.params.id);
      return sendResource(reply, 200, resource);
    },
  );

  app.get<{ Params: { id: string; vid: string } }>(
    '/fhir/Observation/:id/_history/:vid',
    {
      onRequest: read,
      schema: {
        summary: 'Read a version of an Observation (vread)',
        description:
          'The current version, or an earlier one replaced since versions are kept (migration 015).',
        tags: ['fhir'],
        security: [{ bearer: [scopes.read] }],
        querystring: languageQuerySchema,
        params: versionParamsSchema,
        response: { ...fhirSuccess(200, 'That version'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id, vid } = request.params;
      const resource = await vreadObservationInteraction(contextOf(request, db, now), id, vid);
      return sendResource(reply, 200, resource);
    },
  );

  app.put<{ Params: { id: string }; Body: unknown }>(
    '/fhir/Observation/:id',
    {
      onRequest: write,
      schema: {
        summary: 'Replace an Observation',
        description:
          'The whole resource; its `id` must be the one in the path. `meta.versionId` goes up by one; the ' +
          'version replaced stays readable (vread). With `If-Match`, 412 M1126 when the record changed since.',
        tags: ['fhir'],
        security: [{ bearer: [scopes.write] }],
        querystring: languageQuerySchema,
        headers: ifMatchHeaders,
        params: idParamsSchema,
        body: resourceBodySchema,
        response: {
          ...fhirSuccess(200, 'The stored Observation'),
          ...errorResponses(400, 401, 403, 404, 412),
        },
      },
    },
    async (request, reply) => {
      const precondition = versionPreconditionOf(request.headers['if-match'], 'If-Match');
      const context = contextOf(request, db, now);
      const resource = await db.transaction((transaction) =>
        updateObservationInteraction(
          { ...context, db: transaction },
          request.params.id,
          request.body,
          'Observation',
          precondition,
        ),
      );
      return sendResource(reply, 200, resource);
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/fhir/Observation/:id',
    {
      onRequest: write,
      schema: {
        summary: 'Delete an Observation',
        description: 'With `If-Match`, 412 M1126 when the record changed since. Its earlier versions go too.',
        tags: ['fhir'],
        security: [{ bearer: [scopes.write] }],
        querystring: languageQuerySchema,
        headers: ifMatchHeaders,
        params: idParamsSchema,
        response: { ...noContent, ...errorResponses(401, 403, 404, 412) },
      },
    },
    async (request, reply) => {
      const precondition = versionPreconditionOf(request.headers['if-match'], 'If-Match');
      const context = contextOf(request, db, now);
      await db.transaction((transaction) =>
        deleteObservationInteraction({ ...context, db: transaction }, request.params.id, precondition),
      );
      return reply.status(204).send();
    },
  );

  app.get(
    '/fhir/Observation',
    {
      onRequest: read,
      schema: {
        summary: 'Search Observations (searchset Bundle)',
        description: searchDescription,
        tags: ['fhir'],
        security: [{ bearer: [scopes.read] }],
        response: { ...fhirSuccess(200, 'A searchset Bundle'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const bundle = await searchInteraction(contextOf(request, db, now), 'Observation', rawQueryOf(request));
      return reply.type(fhirJsonType).send(bundle);
    },
  );
};
