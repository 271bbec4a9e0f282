import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../platform/auth/bearer-auth';
import { scopes } from '../../platform/auth/scopes';
import { languageQuerySchema } from '../../platform/http/language';
import { contextOf, fhirJsonType, fhirSuccess } from '../fhir/fhir-json';
import { readPatientInteraction } from '../fhir/fhir-operations';
import { outcomeResponses } from '../fhir/fhir-outcome';
import type { FhirRouteOptions } from '../observations/observation-routes';

/** `GET /fhir/Patient/{id}`: the person every Observation's `subject` points at, built from the account. */
export const patientRoutes: FastifyPluginAsync<FhirRouteOptions> = async (
  app,
  { db, authenticateUser, now },
) => {
  app.get<{ Params: { id: string } }>(
    '/fhir/Patient/:id',
    {
      onRequest: requireUser(authenticateUser, scopes.read),
      schema: {
        summary: 'Read a Patient: oneself, or someone who shares their health data with the caller',
        description:
          '`id` is the fhirResId (`subject: Patient/{id}` of every Observation). Name, gender and birth date, ' +
          'nothing else. Anyone else, an unknown id or a withdrawn account: 404 M1129 alike.',
        tags: ['fhir'],
        security: [{ bearer: [scopes.read] }],
        querystring: languageQuerySchema,
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', description: 'fhirResId of the person' } },
        },
        response: { ...fhirSuccess(200, 'The Patient'), ...outcomeResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const patient = await readPatientInteraction(contextOf(request, db, now), request.params.id);
      return reply.type(fhirJsonType).send(patient);
    },
  );
};
