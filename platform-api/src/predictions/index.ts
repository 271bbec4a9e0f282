// Predictions' public surface: what the app, the demo data and other domains may use.
export { predictionModelRegistry } from './models/registry';
export { predictionsPlugin, type PredictionsPluginOptions } from './predictions-plugin';
export { gatherPredictionInputs, loadPredictionSubject } from './risk-predictions/gather-inputs';
export { predict } from './risk-predictions/predict';
export { latestPredictionResult } from './risk-predictions/prediction-store';
export { saveQuestionnaire } from './risk-predictions/questionnaire-store';
