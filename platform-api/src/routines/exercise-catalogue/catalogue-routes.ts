import type { FastifyPluginAsync } from 'fastify';
import {
  exerciseBookmarkSchema,
  exerciseByBodySource,
  recommendedWeeklyMetMinutes,
  weeklyMetMinutesForBody,
  weeklyMetsSource,
  type RecommendedMets,
} from 'shared-kernel/isomorphic';
import { principalOf } from '../../platform/auth/bearer-auth';
import { errorResponses } from '../../platform/http/error-envelope';
import { languageQuerySchema, requestLanguage } from '../../platform/http/language';
import { serialParams } from '../../platform/http/schemas';
import { addBookmark, bookmarksOf, removeBookmark } from './bookmark-repository';
import { recommendedExercises, type FitnessLevelCode } from './exercise-catalogue';
import { catalogueItem, exerciseItems, type CategoryFilter } from './exercise-items';
import { bodyRateOf } from './exercise-by-body';
import { notYours } from '../health-goals/goal-operations';
import { recommendGoal } from '../health-goals/goal-recommendation';
import { withRecommendationText } from '../health-goals/recommendation-texts';
import { readRoutinePerson, type RoutinePerson } from '../routine-common/routine-person';
import {
  categoryQuerySchema,
  exerciseBookmarkAnswerSchema,
  exerciseCatalogueSchema,
  fitnessLevelQuerySchema,
  recommendedGoalSchema,
  recommendedMetsSchema,
} from '../routine-common/routine-schemas';
import {
  noContent,
  routineApi,
  routineRouteKit,
  type RoutineRoutesOptions,
} from '../routine-common/routine-route-kit';

const { base, tags } = routineApi;

const isFitnessLevel = (value: string | null): value is FitnessLevelCode =>
  value !== null && Object.hasOwn(recommendedExercises, value);

/** The fitness level of a query, else the one the person keeps, else 0002 (the WHO 2020 baseline). */
function fitnessLevel(queried: FitnessLevelCode | undefined, person: RoutinePerson): FitnessLevelCode {
  if (queried) return queried;
  return isFitnessLevel(person.pscstrSttusCode) ? person.pscstrSttusCode : '0002';
}

/** `/api/routine`: the goal and exercises recommended to the caller, the exercise catalogue and its bookmarks. */
export const catalogueRoutes: FastifyPluginAsync<RoutineRoutesOptions> = async (
  app,
  { db, authenticateUser, now },
) => {
  const { read, write, readSecurity, writeSecurity, actorOf } = routineRouteKit(db, authenticateUser, now);

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
      return withRecommendationText(recommendGoal(person, actor.today), requestLanguage(request));
    },
  );

  app.get<{ Querystring: { pscstrSttusCode?: FitnessLevelCode } }>(
    `${base}/helthGoal/item/recommendation`,
    {
      onRequest: read,
      schema: {
        summary:
          'The exercises recommended for a fitness level and the caller’s body, with sessions a week (weekRecmndCo > 0)',
        tags,
        security: readSecurity,
        querystring: fitnessLevelQuerySchema,
        response: { 200: exerciseCatalogueSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { userId, today } = actorOf(request);
      const person = await readRoutinePerson(db, userId);
      return {
        exrciseItemList: exerciseItems({
          language: requestLanguage(request),
          level: fitnessLevel(request.query.pscstrSttusCode, person),
          bodyRate: bodyRateOf(person, today),
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
      const { userId, today } = actorOf(request);
      const person = await readRoutinePerson(db, userId);
      return {
        exrciseItemList: exerciseItems({
          language: requestLanguage(request),
          level: fitnessLevel(undefined, person),
          bodyRate: bodyRateOf(person, today),
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
        summary:
          'The weekly MET-minutes recommended for a fitness level (WHO 2020), fitted to the caller’s body (corrected METs)',
        tags,
        security: readSecurity,
        querystring: fitnessLevelQuerySchema,
        response: { 200: recommendedMetsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<RecommendedMets> => {
      const { userId, today } = actorOf(request);
      const person = await readRoutinePerson(db, userId);
      const level = fitnessLevel(request.query.pscstrSttusCode, person);
      const recommended = recommendedWeeklyMetMinutes[level] ?? { metMinutes: 0, minutes: 0 };
      const rate = bodyRateOf(person, today);
      return {
        pscstrSttusCode: level,
        recmndMetsVal: weeklyMetMinutesForBody(recommended.metMinutes, rate),
        recmndExrciseTimeMiWeek: recommended.minutes,
        metsCrrctnRate: rate,
        source: rate === null ? weeklyMetsSource : `${weeklyMetsSource}. ${exerciseByBodySource}`,
      };
    },
  );
};
