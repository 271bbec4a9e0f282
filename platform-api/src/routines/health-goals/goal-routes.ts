import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  healthGoalInputSchema,
  healthGoalUpdateSchema,
  type GoalStatusCode,
  type HealthGoal,
  type HealthGoalInput,
  type HealthGoalUpdate,
} from 'shared-kernel/isomorphic';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { errorResponses } from '../../platform/http/error-envelope';
import { languageQuerySchema } from '../../platform/http/language';
import { serialParams } from '../../platform/http/schemas';
import { readGoalAnswers } from './goal-answers';
import {
  checkOverlap,
  createGoal,
  deleteGoal,
  endGoal,
  notYours,
  updateGoal,
  type RoutineActor,
} from './goal-operations';
import { requireCalendarDate } from '../../platform/calendar/calendar-days';
import {
  goalQuerySchema,
  healthGoalHistorySchema,
  healthGoalSchema,
  historyQuerySchema,
  overlapCheckSchema,
  overlapQuerySchema,
} from '../routine-common/routine-schemas';
import {
  noContent,
  routineApi,
  routineRouteKit,
  type RoutineRoutesOptions,
} from '../routine-common/routine-route-kit';

const { base, tags } = routineApi;

/** `/api/routine/helthGoal`: the caller's health goals (spec section 7 "Routine"): make, change, end, delete. */
export const goalRoutes: FastifyPluginAsync<RoutineRoutesOptions> = async (
  app,
  { db, authenticateUser, now },
) => {
  const { read, write, readSecurity, writeSecurity, actorOf, contextOf } = routineRouteKit(
    db,
    authenticateUser,
    now,
  );

  async function goalAnswer(
    request: FastifyRequest,
    actor: RoutineActor,
    helthGoalSn: number,
  ): Promise<HealthGoal> {
    const context = await contextOf(request, actor);
    const [goal] = await readGoalAnswers(db, actor.userId, { kind: 'one', helthGoalSn }, context);
    if (!goal) throw notYours();
    return goal;
  }

  app.post<{ Body: HealthGoalInput }>(
    `${base}/helthGoal`,
    {
      onRequest: write,
      schema: {
        summary: 'Creates a goal with its plan and every day of it',
        description:
          '422 M1060 (7-371 days), M1065 (begins before today), M1064 (no exercise, or one without a weekday), ' +
          'M1066 (target not below the start), M0137 (waist over 500), M0187 (unknown exercise item or two ' +
          'targets of one kind); 409 M1061 (overlaps a scheduled or in-progress goal).',
        tags,
        security: writeSecurity,
        querystring: languageQuerySchema,
        body: healthGoalInputSchema,
        response: { 201: healthGoalSchema, ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const helthGoalSn = await createGoal(db, actor, request.body);
      return reply.status(201).send(await goalAnswer(request, actor, helthGoalSn));
    },
  );

  app.put<{ Body: HealthGoalUpdate }>(
    `${base}/helthGoal`,
    {
      onRequest: write,
      schema: {
        summary: 'Edits a goal: a scheduled one whole; one in progress from next Monday on',
        description:
          'In progress: the begin stays (422 M0187 otherwise), the end may move but not before today (M1060); ' +
          'the plan applies from next Monday. Ended: 409 M1062. Not the caller’s: 404 M0105. Otherwise the ' +
          'rules of the create.',
        tags,
        security: writeSecurity,
        querystring: languageQuerySchema,
        body: healthGoalUpdateSchema,
        response: { 201: healthGoalSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      await updateGoal(db, actor, request.body);
      return reply.status(201).send(await goalAnswer(request, actor, request.body.helthGoalSn));
    },
  );

  app.get<{ Querystring: { goalBeginDe: string; goalEndDe: string; helthGoalSn?: number } }>(
    `${base}/helthGoal/check`,
    {
      onRequest: read,
      schema: {
        summary: 'Whether a period overlaps a scheduled or in-progress goal (the one being edited left out)',
        tags,
        security: readSecurity,
        querystring: overlapQuerySchema,
        response: { 200: overlapCheckSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { goalBeginDe, goalEndDe, helthGoalSn } = request.query;
      requireCalendarDate(goalBeginDe, 'goalBeginDe');
      requireCalendarDate(goalEndDe, 'goalEndDe');
      if (goalBeginDe > goalEndDe) throw new ApiError(400, errorCodes.invalidRequest, { field: 'goalEndDe' });
      return checkOverlap(db, actorOf(request), { goalBeginDe, goalEndDe }, helthGoalSn);
    },
  );

  app.get<{ Querystring: { goalSttusCode?: GoalStatusCode } }>(
    `${base}/helthGoal/history`,
    {
      onRequest: read,
      schema: {
        summary: 'The caller’s goals, newest first, with their results (deleted ones never)',
        tags,
        security: readSecurity,
        querystring: historyQuerySchema,
        response: { 200: healthGoalHistorySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const goals = await readGoalAnswers(db, actor.userId, { kind: 'all' }, await contextOf(request, actor));
      const { goalSttusCode } = request.query;
      return {
        helthGoalList: goals.filter((goal) => !goalSttusCode || goal.goalSttusCode === goalSttusCode),
      };
    },
  );

  app.get<{ Querystring: { helthGoalSn: number } }>(
    `${base}/helthGoal/detail`,
    {
      onRequest: read,
      schema: {
        summary: 'One of the caller’s goals with its results',
        tags,
        security: readSecurity,
        querystring: goalQuerySchema,
        response: { 200: healthGoalSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => goalAnswer(request, actorOf(request), request.query.helthGoalSn),
  );

  app.put<{ Params: { helthGoalSn: number } }>(
    `${base}/helthGoal/:helthGoalSn`,
    {
      onRequest: write,
      schema: {
        summary: 'Ends a goal in progress today; its days after today are removed',
        description: 'Ended already: 409 M1062; not begun yet: 409 M0187 (edit or delete it instead).',
        tags,
        security: writeSecurity,
        querystring: languageQuerySchema,
        params: serialParams('helthGoalSn'),
        response: { 200: healthGoalSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await endGoal(db, actor, request.params.helthGoalSn);
      return goalAnswer(request, actor, request.params.helthGoalSn);
    },
  );

  app.delete<{ Params: { helthGoalSn: number } }>(
    `${base}/helthGoal/:helthGoalSn`,
    {
      onRequest: write,
      schema: {
        summary: 'Deletes a scheduled or ended goal (in progress: 409 M1063)',
        tags,
        security: writeSecurity,
        querystring: languageQuerySchema,
        params: serialParams('helthGoalSn'),
        response: { ...noContent, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteGoal(db, actorOf(request), request.params.helthGoalSn);
      return reply.status(204).send();
    },
  );
};
