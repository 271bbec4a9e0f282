import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  drinkingEntrySchema,
  exerciseCheckSchema,
  manualExerciseSchema,
  noSmokingEntrySchema,
  type DrinkingEntry,
  type ExerciseCheck,
  type ManualExercise,
  type NoSmokingEntry,
} from 'shared-kernel/isomorphic';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { errorResponses } from '../../platform/http/error-envelope';
import { languageQuerySchema } from '../../platform/http/language';
import { serialParams } from '../../platform/http/schemas';
import {
  addManualExercise,
  checkExercise,
  enterDrinking,
  enterNoSmoking,
  postponeExercise,
  removeManualExercise,
  replaceManualExercise,
} from './detail-operations';
import {
  drinkingDetailAnswer,
  exerciseDetailAnswer,
  noSmokingDetailAnswer,
} from '../health-goals/goal-answers';
import {
  drinkingDetailSchema,
  exerciseDetailSchema,
  noSmokingDetailSchema,
} from '../routine-common/routine-schemas';
import {
  noContent,
  routineApi,
  routineRouteKit,
  type RoutineRoutesOptions,
} from '../routine-common/routine-route-kit';

const { base, tags } = routineApi;

/** 400 M0187 naming `field` when a serial in the body is not the one in the path. */
function sameSerial(pathSerial: number, bodySerial: number, field: string): number {
  if (pathSerial !== bodySerial) throw new ApiError(400, errorCodes.invalidRequest, { field });
  return pathSerial;
}

/** `/api/routine/helthGoal/…/dtls`: the caller's daily records of exercise, no smoking and drinking. */
export const recordRoutes: FastifyPluginAsync<RoutineRoutesOptions> = async (
  app,
  { db, authenticateUser, now },
) => {
  const { write, writeSecurity, actorOf, contextOf } = routineRouteKit(db, authenticateUser, now);

  /** The actor of an exercise change, with the latest weight for its calories. */
  async function exerciseActorOf(request: FastifyRequest) {
    const actor = actorOf(request);
    const context = await contextOf(request, actor);
    return { actor: { ...actor, weightKg: context.person.calorieWeightKg }, context };
  }

  app.put<{ Params: { exrciseExecutDtlsSn: number }; Body: ExerciseCheck }>(
    `${base}/helthGoal/exrcise/dtls/:exrciseExecutDtlsSn`,
    {
      onRequest: write,
      schema: {
        summary: 'Checks an exercise done (Y) or not (N); done stores its calories from the latest weight',
        description: 'A day still to come: 422 M0187.',
        tags,
        security: writeSecurity,
        querystring: languageQuerySchema,
        params: serialParams('exrciseExecutDtlsSn'),
        body: exerciseCheckSchema,
        response: { 200: exerciseDetailSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const sn = sameSerial(
        request.params.exrciseExecutDtlsSn,
        request.body.exrciseExecutDtlsSn,
        'exrciseExecutDtlsSn',
      );
      const { actor, context } = await exerciseActorOf(request);
      return exerciseDetailAnswer(await checkExercise(db, actor, sn, request.body.exrciseAt), context);
    },
  );

  app.put<{ Params: { exrciseExecutDtlsSn: number } }>(
    `${base}/helthGoal/exrcise/dtls/:exrciseExecutDtlsSn/delay`,
    {
      onRequest: write,
      schema: {
        summary: 'Postpones an exercise to the next time of day (evening: the next day’s dawn), once',
        description:
          '409 M1074 Sunday evening, M1075 the routine’s last evening, M1076 postponed already, M0187 checked already.',
        tags,
        security: writeSecurity,
        querystring: languageQuerySchema,
        params: serialParams('exrciseExecutDtlsSn'),
        response: { 200: exerciseDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { actor, context } = await exerciseActorOf(request);
      return exerciseDetailAnswer(
        await postponeExercise(db, actor, request.params.exrciseExecutDtlsSn),
        context,
      );
    },
  );

  app.post<{ Body: ManualExercise }>(
    `${base}/helthGoal/exrcise/dtls/manual`,
    {
      onRequest: write,
      schema: {
        summary: 'Records an exercise by hand (creation type 0002) in the goal that holds its day',
        description: 'No goal holds the day, an unknown item, or done on a day still to come: 422 M0187.',
        tags,
        security: writeSecurity,
        querystring: languageQuerySchema,
        body: manualExerciseSchema,
        response: { 201: exerciseDetailSchema, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { actor, context } = await exerciseActorOf(request);
      const row = await addManualExercise(db, actor, request.body);
      return reply.status(201).send(exerciseDetailAnswer(row, context));
    },
  );

  app.put<{ Params: { exrciseExecutDtlsSn: number }; Body: ManualExercise }>(
    `${base}/helthGoal/exrcise/dtls/manual/:exrciseExecutDtlsSn`,
    {
      onRequest: write,
      schema: {
        summary: 'Replaces an exercise recorded by hand (one from the plan: 422 M0187)',
        tags,
        security: writeSecurity,
        querystring: languageQuerySchema,
        params: serialParams('exrciseExecutDtlsSn'),
        body: manualExerciseSchema,
        response: { 200: exerciseDetailSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { actor, context } = await exerciseActorOf(request);
      const row = await replaceManualExercise(db, actor, request.params.exrciseExecutDtlsSn, request.body);
      return exerciseDetailAnswer(row, context);
    },
  );

  app.delete<{ Params: { exrciseExecutDtlsSn: number } }>(
    `${base}/helthGoal/exrcise/dtls/manual/:exrciseExecutDtlsSn`,
    {
      onRequest: write,
      schema: {
        summary: 'Removes an exercise recorded by hand (one from the plan: 422 M0187)',
        tags,
        security: writeSecurity,
        querystring: languageQuerySchema,
        params: serialParams('exrciseExecutDtlsSn'),
        response: { ...noContent, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await removeManualExercise(db, actorOf(request), request.params.exrciseExecutDtlsSn);
      return reply.status(204).send();
    },
  );

  app.put<{ Params: { nosmkngExecutDtlsSn: number }; Body: NoSmokingEntry }>(
    `${base}/helthGoal/nosmkng/dtls/:nosmkngExecutDtlsSn`,
    {
      onRequest: write,
      schema: {
        summary:
          'Enters a day of no-smoking (Y did not smoke, N smoked); from the next day on (else 422 M1077)',
        tags,
        security: writeSecurity,
        querystring: languageQuerySchema,
        params: serialParams('nosmkngExecutDtlsSn'),
        body: noSmokingEntrySchema,
        response: { 200: noSmokingDetailSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const sn = sameSerial(
        request.params.nosmkngExecutDtlsSn,
        request.body.nosmkngExecutDtlsSn,
        'nosmkngExecutDtlsSn',
      );
      return noSmokingDetailAnswer(await enterNoSmoking(db, actorOf(request), sn, request.body.nosmkngAt));
    },
  );

  app.put<{ Params: { alchlExecutDtlsSn: number }; Body: DrinkingEntry }>(
    `${base}/helthGoal/alchl/dtls/:alchlExecutDtlsSn`,
    {
      onRequest: write,
      schema: {
        summary:
          'Enters a day of drinking with the glasses by kind (none given: one glass); from the next day on',
        description: 'Today or later: 422 M1077.',
        tags,
        security: writeSecurity,
        querystring: languageQuerySchema,
        params: serialParams('alchlExecutDtlsSn'),
        body: drinkingEntrySchema,
        response: { 200: drinkingDetailSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const sn = sameSerial(
        request.params.alchlExecutDtlsSn,
        request.body.alchlExecutDtlsSn,
        'alchlExecutDtlsSn',
      );
      return drinkingDetailAnswer(await enterDrinking(db, actorOf(request), sn, request.body));
    },
  );
};
