import type { FastifyPluginAsync } from 'fastify';
import { aggregateRoutes } from '../aggregates/aggregate-routes';
import { bundleRoutes } from './bundle-routes';
import { collectRoutes, metadataRoute } from './capability-statement';
import { diagnosticReportRoutes } from '../checkups/diagnostic-report-routes';
import { everythingRoutes } from '../fhir-export/everything-route';
import { fhirErrorCodes } from './fhir-errors';
import { checkAnswerFormat } from './fhir-format';
import { acceptFhirJson } from './fhir-json';
import { answerErrorsAsOutcomes } from './fhir-outcome';
import { fhirSchemaValidators } from './fhir-validation';
import { observationRoutes, type FhirRouteOptions } from '../observations/observation-routes';
import { patientRoutes } from '../patients/patient-routes';
import { ApiError } from '../../platform/http/api-error';
import type { LogFailure } from '../../platform/http/failure-log';

export type { FhirRouteOptions } from '../observations/observation-routes';

/**
 * The FHIR R4 API under `/fhir`: Observation, Patient, batch and transaction Bundles, DiagnosticReport,
 * `$aggregate` and the CapabilityStatement of all of them. Every error under `/fhir`, an unknown path included,
 * answers an OperationOutcome; `_format` and `Accept` must allow JSON.
 */
export const fhirRoutes: FastifyPluginAsync<FhirRouteOptions & { logFailure: LogFailure }> = async (
  app,
  options,
) => {
  acceptFhirJson(app);
  answerErrorsAsOutcomes(app, options.logFailure);
  checkAnswerFormat(app);
  const routes = collectRoutes(app);
  // A served API compiles the FHIR schema once it listens, not on its first health-data request; tests (which
  // never listen) compile it only if they use it.
  app.addHook('onListen', async () => {
    const { compileMilliseconds } = fhirSchemaValidators();
    app.log.info({ compileMilliseconds: Math.round(compileMilliseconds) }, 'FHIR R4 schema compiled');
  });
  app.register(observationRoutes, options);
  app.register(bundleRoutes, options);
  app.register(diagnosticReportRoutes, options);
  app.register(patientRoutes, options);
  app.register(everythingRoutes, options);
  app.register(aggregateRoutes, options);
  app.register(metadataRoute, { routes, now: options.now });
  // Unknown paths and methods under /fhir (not OPTIONS: CORS preflights stay with @fastify/cors).
  const unknown = async () => {
    throw new ApiError(404, fhirErrorCodes.notFound);
  };
  for (const url of ['/fhir', '/fhir/*']) {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      if (url === '/fhir' && method === 'POST') continue;
      app.route({ method, url, schema: { hide: true }, handler: unknown });
    }
  }
};
