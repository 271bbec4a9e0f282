import type { FastifyPluginAsync } from 'fastify';
import { bundleRoutes } from './bundle-routes';
import { diagnosticReportRoutes } from './diagnostic-report-routes';
import { fhirSchemaValidators } from './fhir-validation';
import { acceptFhirJson } from './fhir-json';
import { observationRoutes, type FhirRouteOptions } from './observation-routes';

export type { FhirRouteOptions } from './observation-routes';

/** The FHIR R4 health-data API under `/fhir`: Observation, batch and transaction Bundles, DiagnosticReport. */
export const fhirRoutes: FastifyPluginAsync<FhirRouteOptions> = async (app, options) => {
  acceptFhirJson(app);
  // A served API compiles the FHIR schema once it listens, not on its first health-data request; tests (which
  // never listen) compile it only if they use it.
  app.addHook('onListen', async () => {
    const { compileMilliseconds } = fhirSchemaValidators();
    app.log.info({ compileMilliseconds: Math.round(compileMilliseconds) }, 'FHIR R4 schema compiled');
  });
  app.register(observationRoutes, options);
  app.register(bundleRoutes, options);
  app.register(diagnosticReportRoutes, options);
};
