import type { FastifyPluginAsync } from 'fastify';
import {
  predictionInputsSchema,
  predictionModelIdOf,
  predictionOutcomeKeys,
  predictionOutcomes,
  predictionQuestionnaireSchema,
  modelOfOutcome,
  type PredictionInputs,
  type PredictionModelId,
  type PredictionOutcomeKey,
  type PredictionOverview,
  type PredictionOverviewEntry,
  type PredictionQuestionnaire,
  type PredictionResult,
  type Sex,
} from 'shared-kernel/isomorphic';
import { principalOf, requireUser, type AuthenticateUser } from '../../platform/auth/bearer-auth';
import { scopes } from '../../platform/auth/scopes';
import type { Queryable } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { errorResponses } from '../../platform/http/error-envelope';
import { languageQuerySchema, requestLanguage } from '../../platform/http/language';
import { gatherPredictionInputs, loadPredictionSubject } from './gather-inputs';
import { predictionModelRegistry, type ModelRegistry } from '../models/registry';
import { calculatorInputs, predict, sameResult, type Prediction } from './predict';
import { noResultError } from './prediction-refusals';
import {
  predictionHistorySchema,
  predictionOverviewSchema,
  predictionResultSchema,
  storedQuestionnaireSchema,
} from './prediction-schemas';
import {
  latestPredictionResult,
  latestPredictionResults,
  predictionHistory,
  storePredictionResults,
} from './prediction-store';
import { readQuestionnaire, saveQuestionnaire } from './questionnaire-store';

export interface PredictionRoutesOptions {
  db: Queryable;
  authenticateUser: AuthenticateUser;
  now: () => Date;
  /** The equation of each model id; the published equations by default. */
  models?: ModelRegistry;
}

const modelParamsSchema = (name: 'model' | 'modelId') =>
  ({
    type: 'object',
    required: [name],
    properties: {
      [name]: {
        type: 'string',
        maxLength: 40,
        description:
          "A model id ('5', '7', '10', '11', '13', '14'), an alias ('12', 'heart-attack', 'stroke'), 'metabolic-syndrome' or 'breast-cancer'",
      },
    },
  }) as const;

const historyQuerySchema = {
  type: 'object',
  properties: {
    ...languageQuerySchema.properties,
    page: { type: 'integer', minimum: 1, default: 1 },
    rows: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
} as const;

const tags = ['predictions'];

/** 404 M0187: no such model, or no equation offered for it. */
const unknownModel = () => new ApiError(404, errorCodes.invalidRequest);

function modelIdOf(pathModel: string): PredictionModelId {
  const modelId = predictionModelIdOf(pathModel);
  if (!modelId) throw unknownModel();
  return modelId;
}

function appliesTo(outcome: PredictionOutcomeKey, sex: Sex | undefined): boolean {
  const entry: { category: string; sexes?: readonly Sex[] } = predictionOutcomes[outcome];
  return !entry.sexes || !sex || entry.sexes.includes(sex);
}

/** An outcome's line of the overview, from its model's prediction and the model's latest stored result. */
function overviewEntry(
  outcome: PredictionOutcomeKey,
  modelId: PredictionModelId,
  prediction: Prediction,
  latest: PredictionResult | undefined,
): PredictionOverviewEntry {
  switch (prediction.status) {
    case 'missingInputs':
      return { outcome, modelId, status: 'missingInputs', missing: prediction.missing };
    case 'outOfRange': {
      const { input, min, max } = prediction;
      return { outcome, modelId, status: 'notApplicable', outOfRange: { input, min, max } };
    }
    case 'notApplicable':
      return { outcome, modelId, status: 'notApplicable', notApplicableReason: prediction.reason };
    case 'result':
      return { outcome, modelId, status: 'result', result: latest ?? prediction.result };
  }
}

/** The prediction routes of `/api/user/predict` (contract of issue 5), for the caller's own records. */
export const predictionRoutes: FastifyPluginAsync<PredictionRoutesOptions> = async (
  app,
  { db, authenticateUser, now, models = predictionModelRegistry },
) => {
  app.post(
    '/api/user/predict',
    {
      onRequest: requireUser(authenticateUser, scopes.write),
      schema: {
        summary:
          'Computes every model from the caller’s records, stores the results that changed, answers each outcome',
        tags,
        security: [{ bearer: [scopes.write] }],
        querystring: languageQuerySchema,
        response: { 200: predictionOverviewSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<PredictionOverview> => {
      const { userId } = principalOf(request);
      const at = now();
      const gathered = await gatherPredictionInputs(db, await loadPredictionSubject(db, userId), at);
      const sex = gathered.inputs.sex;
      const runs = predictionOutcomeKeys.map((outcome) => {
        const modelId = modelOfOutcome(outcome);
        const applies = appliesTo(outcome, sex);
        return {
          outcome,
          modelId,
          applies,
          prediction: modelId && applies ? predict(models[modelId], gathered, at) : null,
        };
      });
      const latest = new Map(
        (await latestPredictionResults(db, userId)).map((result) => [result.modelId, result]),
      );
      const changed = runs.flatMap(({ prediction }) =>
        prediction?.status === 'result' &&
        !sameResult(prediction.result, latest.get(prediction.result.modelId))
          ? [prediction.result]
          : [],
      );
      for (const stored of await storePredictionResults(db, userId, changed))
        latest.set(stored.modelId, stored);
      return {
        entries: runs.map(({ outcome, modelId, applies, prediction }): PredictionOverviewEntry => {
          if (!applies) return { outcome, modelId, status: 'notApplicable', notApplicableReason: 'sex' };
          if (!modelId || !prediction) return { outcome, modelId, status: 'unavailable' };
          return overviewEntry(outcome, modelId, prediction, latest.get(modelId));
        }),
      };
    },
  );

  app.post<{ Params: { model: string } }>(
    '/api/user/predict/:model',
    {
      onRequest: requireUser(authenticateUser, scopes.write),
      schema: {
        summary:
          'Computes one model from the caller’s records and stores the result unless its inputs are unchanged',
        tags,
        security: [{ bearer: [scopes.write] }],
        params: modelParamsSchema('model'),
        querystring: languageQuerySchema,
        response: {
          200: { ...predictionResultSchema, description: 'Inputs unchanged: the latest stored result' },
          201: { ...predictionResultSchema, description: 'A new result, stored' },
          ...errorResponses(400, 401, 403, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const modelId = modelIdOf(request.params.model);
      const { userId } = principalOf(request);
      const at = now();
      const gathered = await gatherPredictionInputs(db, await loadPredictionSubject(db, userId), at);
      const prediction = predict(models[modelId], gathered, at);
      if (prediction.status !== 'result')
        throw await noResultError(modelId, prediction, 'records', requestLanguage(request));
      const latest = await latestPredictionResult(db, userId, modelId);
      if (latest && sameResult(prediction.result, latest)) return reply.status(200).send(latest);
      const [stored] = await storePredictionResults(db, userId, [prediction.result]);
      return reply.status(201).send(stored);
    },
  );

  app.get<{ Params: { modelId: string } }>(
    '/api/user/predict/:modelId',
    {
      onRequest: requireUser(authenticateUser, scopes.read),
      schema: {
        summary: 'The latest stored result of a model',
        tags,
        security: [{ bearer: [scopes.read] }],
        params: modelParamsSchema('modelId'),
        querystring: languageQuerySchema,
        response: { 200: predictionResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const modelId = modelIdOf(request.params.modelId);
      const latest = await latestPredictionResult(db, principalOf(request).userId, modelId);
      if (!latest) throw unknownModel();
      return latest;
    },
  );

  app.get<{ Params: { modelId: string }; Querystring: { page: number; rows: number } }>(
    '/api/user/predict/:modelId/history',
    {
      onRequest: requireUser(authenticateUser, scopes.read),
      schema: {
        summary: 'The stored results of a model, newest first',
        tags,
        security: [{ bearer: [scopes.read] }],
        params: modelParamsSchema('modelId'),
        querystring: historyQuerySchema,
        response: { 200: predictionHistorySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const modelId = modelIdOf(request.params.modelId);
      const { page, rows } = request.query;
      return predictionHistory(db, principalOf(request).userId, modelId, { page, rows });
    },
  );

  app.post<{ Params: { model: string }; Body: PredictionInputs }>(
    '/api/user/predict/calculate/:model',
    {
      onRequest: requireUser(authenticateUser, scopes.write),
      schema: {
        summary: 'What-if calculator: computes a model from the inputs given, stores nothing',
        tags,
        security: [{ bearer: [scopes.write] }],
        params: modelParamsSchema('model'),
        querystring: languageQuerySchema,
        body: predictionInputsSchema,
        response: { 200: predictionResultSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const modelId = modelIdOf(request.params.model);
      const prediction = predict(models[modelId], calculatorInputs(request.body), now());
      if (prediction.status !== 'result')
        throw await noResultError(modelId, prediction, 'calculator', requestLanguage(request));
      return prediction.result;
    },
  );

  app.get(
    '/api/user/predict/questionnaire',
    {
      onRequest: requireUser(authenticateUser, scopes.read),
      schema: {
        summary: 'The caller’s answers to the prediction questionnaire (empty when never answered)',
        tags,
        security: [{ bearer: [scopes.read] }],
        querystring: languageQuerySchema,
        response: { 200: storedQuestionnaireSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => readQuestionnaire(db, principalOf(request).userId),
  );

  app.put<{ Body: PredictionQuestionnaire }>(
    '/api/user/predict/questionnaire',
    {
      onRequest: requireUser(authenticateUser, scopes.write),
      schema: {
        summary: 'Replaces the caller’s answers to the prediction questionnaire',
        tags,
        security: [{ bearer: [scopes.write] }],
        querystring: languageQuerySchema,
        body: predictionQuestionnaireSchema,
        response: { 200: storedQuestionnaireSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => saveQuestionnaire(db, principalOf(request).userId, request.body, now()),
  );
};
