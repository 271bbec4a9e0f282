import type { FastifyPluginAsync } from 'fastify';
import { dayCount, routineDays } from 'shared-kernel/isomorphic';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { errorResponses } from '../../platform/http/error-envelope';
import { requireCalendarDate } from '../../platform/calendar/calendar-days';
import { readDashboard } from './routine-dashboard';
import { dashboardQuerySchema, routineDashboardSchema } from '../routine-common/routine-schemas';
import { routineApi, routineRouteKit, type RoutineRoutesOptions } from '../routine-common/routine-route-kit';

const { base, tags } = routineApi;

/** `GET /api/routine/dashboard2`: the caller's goals and planned days over a range of days. */
export const dashboardRoutes: FastifyPluginAsync<RoutineRoutesOptions> = async (
  app,
  { db, authenticateUser, now },
) => {
  const { read, readSecurity, actorOf, contextOf } = routineRouteKit(db, authenticateUser, now);

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
      const from = requireCalendarDate(request.query.fromSearchDt, 'fromSearchDt');
      const to = requireCalendarDate(request.query.toSearchDt, 'toSearchDt');
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
};
