// Life logs' public surface: what the app, the demo data and other domains may use.
export type { AppleHealthImportOptions } from './apple-health-import/apple-health-import-plugin';
export { insertDiagnosticReport } from './checkups/diagnostic-report-store';
export { sendOutcome } from './fhir/fhir-outcome';
export { validateObservation } from './fhir/fhir-validation';
export { isUuid } from './fhir/subject-access';
export { lifelogPlugin, type LifelogPluginOptions } from './lifelog-plugin';
export { insertObservations } from './observations/observation-store';
