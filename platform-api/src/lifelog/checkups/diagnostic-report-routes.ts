import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../platform/auth/bearer-auth';
import { scopes } from '../../platform/auth/scopes';
import { outcomeResponses as errorResponses } from '../fhir/fhir-outcome';
import { contextOf, fhirJsonType, fhirSuccess, rawQueryOf } from '../fhir/fhir-json';
import { searchInteraction } from '../fhir/fhir-operations';
import type { FhirRouteOptions } from '../observations/observation-routes';

/** `GET /fhir/DiagnosticReport`: checkup reports (contract item 6). */
export const diagnosticReportRoutes: FastifyPluginAsync<FhirRouteOptions> = async (
  app,
  { db, authenticateUser, now },
) => {
  app.get(
    '/fhir/DiagnosticReport',
    {
      onRequest: requireUser(authenticateUser, scopes.read),
      schema: {
        summary: 'Search DiagnosticReports (checkups) as a searchset Bundle',
        description:
          '`identifier=system|value`, `subject=Patient/{fhirResId}` (default: the caller), `date`, `_count` ' +
          '1..100 (20), `_offset`, `_sort=-date|date` (-date), `_total=none`.',
        tags: ['fhir'],
        security: [{ bearer: [scopes.read] }],
        response: { ...fhirSuccess(200, 'A searchset Bundle of checkups'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const bundle = await searchInteraction(
        contextOf(request, db, now),
        'DiagnosticReport',
        rawQueryOf(request),
      );
      return reply.type(fhirJsonType).send(bundle);
    },
  );
};
