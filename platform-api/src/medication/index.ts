// Medication's public surface: what the app, the demo data and other domains may use.
export { seedMedicineCatalogue } from './catalogue/seed-medicine-catalogue';
export { readDoses } from './doses/dose-generation';
export { runDoseAlerts } from './doses/dose-alerts';
export { insertDoses } from './doses/dose-repository';
export { medicationPlugin, type MedicationPluginOptions } from './medication-plugin';
export { adherenceOver } from './plans/medication-answers';
export { medicationActor } from './plans/plan-operations';
export { insertPlan, markGenerated } from './plans/plan-repository';
export {
  dosePageForExport,
  medicationCountForExport,
  planPageForExport,
  type ExportedDose,
  type ExportedPlan,
} from './plans/records-for-export';
