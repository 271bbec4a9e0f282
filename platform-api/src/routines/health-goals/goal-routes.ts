import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  dayCount,
  drinkingEntrySchema,
  exerciseBookmarkSchema,
  exerciseCheckSchema,
  healthGoalInputSchema,
  healthGoalUpdateSchema,
  manualExerciseSchema,
  noSmokingEntrySchema,
  recommendedWeeklyMetMinutes,
  routineDays,
  weeklyMetsSource,
  type DrinkingEntry,
  type ExerciseCheck,
  type GoalStatusCode,
  type HealthGoal,
  type HealthGoalInput,
  type HealthGoalUpdate,
  type ManualExercise,
  type NoSmokingEntry,
  type RecommendedMets,
} from 'shared-kernel/isomorphic';
import { principalOf, requireUser, type AuthenticateUser } from '../../platform/auth/bearer-auth';
import { scopes } from '../../platform/auth/scopes';
import type { Database } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { errorResponses } from '../../platform/http/error-envelope';
import { languageQuerySchema, requestLanguage } from '../../platform/http/language';
import { serialParams } from '../../platform/http/schemas';
import { addBookmark, bookmarksOf, removeBookmark } from '../exercise-catalogue/bookmark-repository';
import {
  addManualExercise,
  checkExercise,
  enterDrinking,
  enterNoSmoking,
  postponeExercise,
  removeManualExercise,
  replaceManualExercise,
} from '../daily-records/detail-operations';
import { recommendedExercises, type FitnessLevelCode } from '../exercise-catalogue/exercise-catalogue';
import { catalogueItem, exerciseItems, type CategoryFilter } from '../exercise-catalogue/exercise-items';
import {
  drinkingDetailAnswer,
  exerciseDetailAnswer,
  noSmokingDetailAnswer,
  readGoalAnswers,
  type AnswerContext,
} from './goal-answers';
import {
  checkOverlap,
  createGoal,
  deleteGoal,
  endGoal,
  notYours,
  updateGoal,
  type RoutineActor,
} from './goal-operations';
import { recommendGoal } from './goal-recommendation';
import { requireRoutineDate, seoulToday } from '../../platform/calendar/calendar-days';
import { readDashboard } from '../dashboard/routine-dashboard';
import { readRoutinePerson, type RoutinePerson } from '../routine-common/routine-person';
import {
  categoryQuerySchema,
  dashboardQuerySchema,
  drinkingDetailSchema,
  exerciseBookmarkAnswerSchema,
  exerciseCatalogueSchema,
  exerciseDetailSchema,
  fitnessLevelQuerySchema,
  goalQuerySchema,
  healthGoalHistorySchema,
  healthGoalSchema,
  historyQuerySchema,
  noSmokingDetailSchema,
  overlapCheckSchema,
  overlapQuerySchema,
  recommendedGoalSchema,
  recommendedMetsSchema,
  routineDashboardSchema,
} from '../routine-common/routine-schemas';

export interface RoutineRoutesOptions {
  db: Database;
  authenticateUser: AuthenticateUser;
  now: () => Date;
}

const tags = ['routines'];
const base = '/api/routine';
const noContent = { 204: { type: 'null', description: 'Done' } } as const;

const isFitnessLevel = (value: string | null): value is FitnessLevelCode =>
  value !== null && Object.hasOwn(recommendedExercises, value);

/** The fitness level of a query, else the one the person keeps, else 0002 (the WHO 2020 baseline). */
function fitnessLevel(queried: FitnessLevelCode | undefined, person: RoutinePerson): FitnessLevelCode {
  if (queried) return queried;
  return isFitnessLevel(person.pscstrSttusCode) ? person.pscstrSttusCode : '0002';
}

/** 400 M0187 naming `field` when a serial in the body is not the one in the path. */
function sameSerial(pathSerial: number, bodySerial: number, field: string): number {
  if (pathSerial !== bodySerial) throw new ApiError(400, errorCodes.invalidRequest, { field });
  return pathSerial;
}

/** The routine calls of `/api/routine` (issue 12, spec section 7 "Routine") on the caller's own goals. */
export const routineRoutes: FastifyPluginAsync<RoutineRoutesOptions> = async (
  app,
  { db, authenticateUser, now },
) => {
  const read = requireUser(authenticateUser, scopes.read);
  const write = requireUser(authenticateUser, scopes.write);
  const readSecurity = [{ bearer: [scopes.read] }];
  const writeSecurity = [{ bearer: [scopes.write] }];

  function actorOf(request: FastifyRequest): RoutineActor {
    const at = now();
    return { userId: principalOf(request).userId, today: seoulToday(() => at), at };
  }

  async function contextOf(request: FastifyRequest, actor: RoutineActor): Promise<AnswerContext> {
    return {
      today: actor.today,
      language: requestLanguage(request),
      person: await readRoutinePerson(db, actor.userId),
    };
  }

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

  // ---- recommendations and the catalogue ----

  app.get(
    `${base}/helthGoal/recommendation`,
    {
      onRequest: read,
      schema: {
        summary: 'The goal the latest weight, height and waist call for (KSSO 2022); predictDt null: none',
        tags,
        security: readSecurity,
        querystring: languageQuerySchema,
        response: { 200: recommendedGoalSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const person = await readRoutinePerson(db, actor.userId);
      return recommendGoal(person, actor.today, requestLanguage(request));
    },
  );

  app.get<{ Querystring: { pscstrSttusCode?: FitnessLevelCode } }>(
    `${base}/helthGoal/item/recommendation`,
    {
      onRequest: read,
      schema: {
        summary: 'The exercises recommended for a fitness level, with sessions a week (weekRecmndCo > 0)',
        tags,
        security: readSecurity,
        querystring: fitnessLevelQuerySchema,
        response: { 200: exerciseCatalogueSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { userId } = principalOf(request);
      const person = await readRoutinePerson(db, userId);
      return {
        exrciseItemList: exerciseItems({
          language: requestLanguage(request),
          level: fitnessLevel(request.query.pscstrSttusCode, person),
          bookmarks: await bookmarksOf(db, userId),
          recommendedOnly: true,
        }),
      };
    },
  );

  app.get<{ Querystring: { exrciseItemCtgryCode?: CategoryFilter } }>(
    `${base}/helthGoal/exrcise/item`,
    {
      onRequest: read,
      schema: {
        summary:
          'The exercise catalogue (one category, or all for 9999), with METs and the caller’s bookmarks',
        tags,
        security: readSecurity,
        querystring: categoryQuerySchema,
        response: { 200: exerciseCatalogueSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { userId } = principalOf(request);
      const person = await readRoutinePerson(db, userId);
      return {
        exrciseItemList: exerciseItems({
          language: requestLanguage(request),
          level: fitnessLevel(undefined, person),
          bookmarks: await bookmarksOf(db, userId),
          category: request.query.exrciseItemCtgryCode,
        }),
      };
    },
  );

  app.post<{ Body: { exrciseItemCode: string } }>(
    `${base}/helthGoal/exrcise/item/bmark`,
    {
      onRequest: write,
      schema: {
        summary: 'Bookmarks an exercise item (an item bookmarked already answers its bookmark)',
        tags,
        security: writeSecurity,
        querystring: languageQuerySchema,
        body: exerciseBookmarkSchema,
        response: { 201: exerciseBookmarkAnswerSchema, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { exrciseItemCode } = catalogueItem(request.body.exrciseItemCode);
      const bookmark = await addBookmark(db, principalOf(request).userId, exrciseItemCode, now());
      return reply.status(201).send(bookmark);
    },
  );

  app.delete<{ Params: { userExrciseItemBmarkSn: number } }>(
    `${base}/helthGoal/exrcise/item/bmark/:userExrciseItemBmarkSn`,
    {
      onRequest: write,
      schema: {
        summary: 'Removes a bookmark',
        tags,
        security: writeSecurity,
        querystring: languageQuerySchema,
        params: serialParams('userExrciseItemBmarkSn'),
        response: { ...noContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const removed = await removeBookmark(
        db,
        principalOf(request).userId,
        request.params.userExrciseItemBmarkSn,
      );
      if (!removed) throw notYours();
      return reply.status(204).send();
    },
  );

  app.get<{ Querystring: { pscstrSttusCode?: FitnessLevelCode } }>(
    `${base}/helthGoal/cl/code/recmndMetsVal`,
    {
      onRequest: read,
      schema: {
        summary: 'The weekly MET-minutes recommended for a fitness level (WHO 2020)',
        tags,
        security: readSecurity,
        querystring: fitnessLevelQuerySchema,
        response: { 200: recommendedMetsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<RecommendedMets> => {
      const person = await readRoutinePerson(db, principalOf(request).userId);
      const level = fitnessLevel(request.query.pscstrSttusCode, person);
      const recommended = recommendedWeeklyMetMinutes[level] ?? { metMinutes: 0, minutes: 0 };
      return {
        pscstrSttusCode: level,
        recmndMetsVal: recommended.metMinutes,
        recmndExrciseTimeMiWeek: recommended.minutes,
        source: weeklyMetsSource,
      };
    },
  );

  // ---- goals ----

  app.get<{ Querystring: { fromSearchDt: string; toSearchDt: string } }>(
    `${base}/dashboard2`,
    {
      onRequest: read,
      schema: {
        summary: 'The goals touching a range of days and each day of it that has a plan (at most 371 days)',
        description:
          'fromSearchDt after toSearchDt, or a range of more than 371 days: 400 M0187. Each day holds its ' +
          'exercises (by time of day), no-smoking and drinking entries and doses (helthTkmdPlanList).',
        tags,
        security: readSecurity,
        querystring: dashboardQuerySchema,
        response: { 200: routineDashboardSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const from = requireRoutineDate(request.query.fromSearchDt, 'fromSearchDt');
      const to = requireRoutineDate(request.query.toSearchDt, 'toSearchDt');
      if (from > to || dayCount(from, to) > routineDays.max)
        throw new ApiError(400, errorCodes.invalidRequest, { field: 'toSearchDt' });
      const actor = actorOf(request);
      return readDashboard(
        db,
        actor.userId,
        { fromSearchDt: from, toSearchDt: to },
        await contextOf(request, actor),
        actor.at,
      );
    },
  );

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
      requireRoutineDate(goalBeginDe, 'goalBeginDe');
      requireRoutineDate(goalEndDe, 'goalEndDe');
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

  // ---- days ----

  /** The actor of an exercise change, with the latest weight for its calories. */
  async function exerciseActorOf(request: FastifyRequest) {
    const actor = actorOf(request);
    const context = await contextOf(request, actor);
    return { actor: { ...actor, weightKg: context.person.weightKg }, context };
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
