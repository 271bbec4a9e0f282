import type { FastifyPluginAsync } from 'fastify';
import {
  adherenceReportQuerySchema,
  reportPeriodError,
  type AdherenceReport,
  type AdherenceReportQuery,
} from 'shared-kernel/isomorphic';
import { principalOf, requireUser, type AuthenticateUser } from '../../platform/auth/bearer-auth';
import { scopes } from '../../platform/auth/scopes';
import { requireCalendarDate } from '../../platform/calendar/calendar-days';
import type { Database } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { errorResponses } from '../../platform/http/error-envelope';
import { adherenceSchema } from '../plans/medication-schemas';
import { medicationActor } from '../plans/plan-operations';
import { adherenceReport, readableOwnerOf } from './adherence-report';

export interface AdherenceRouteOptions {
  db: Database;
  authenticateUser: AuthenticateUser;
  now: () => Date;
}

const adherenceReportSchema = {
  type: 'object',
  required: ['fromPeriodDt', 'toPeriodDt', 'adherence', 'tkmdList'],
  properties: {
    fromPeriodDt: { type: 'string', format: 'date' },
    toPeriodDt: { type: 'string', format: 'date' },
    adherence: { ...adherenceSchema, description: 'Over every medicine of the period up to now' },
    tkmdList: {
      type: 'array',
      items: {
        type: 'object',
        required: ['tkmdSn', 'tkmdNm', 'tkmdTypeCode', 'adherence', 'missedList'],
        properties: {
          tkmdSn: { type: 'integer' },
          tkmdNm: { type: 'string' },
          tkmdTypeCode: { type: 'string' },
          adherence: adherenceSchema,
          missedList: {
            type: 'array',
            items: {
              type: 'object',
              required: ['tkmdDtlsSn', 'tkmdPlanDt', 'tkmdSttusCode'],
              properties: {
                tkmdDtlsSn: { type: 'integer' },
                tkmdPlanDt: { type: 'string', description: 'Seoul wall time YYYY-MM-DDTHH:mm:ss' },
                tkmdSttusCode: {
                  type: 'string',
                  description: '0001 not taken, 0004 never ticked, 0003 today',
                },
              },
            },
          },
        },
      },
    },
  },
} as const;

/** `GET /api/medication/adherence`: the report for the doctor's adherence per medicine, with the missed doses. */
export const adherenceRoute: FastifyPluginAsync<AdherenceRouteOptions> = async (
  app,
  { db, authenticateUser, now },
) => {
  app.get<{ Querystring: AdherenceReportQuery }>(
    '/api/medication/adherence',
    {
      onRequest: requireUser(authenticateUser, scopes.read),
      schema: {
        summary: 'Adherence per medicine over a period (at most a year), with every dose missed',
        description:
          '`subject` (a fhirResId): someone who shares their health data with the caller; the caller when ' +
          'absent. Anyone else: 403 M0105. A day that does not exist: 400 M0187; toPeriodDt before ' +
          'fromPeriodDt: 400 M1109; more than a year: 400 M1185.',
        tags: ['medication'],
        security: [{ bearer: [scopes.read] }],
        querystring: adherenceReportQuerySchema,
        response: { 200: adherenceReportSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<AdherenceReport> => {
      const from = requireCalendarDate(request.query.fromPeriodDt, 'fromPeriodDt');
      const to = requireCalendarDate(request.query.toPeriodDt, 'toPeriodDt');
      const problem = reportPeriodError(from, to);
      if (problem) throw new ApiError(400, problem, { field: 'toPeriodDt' });
      const { userId } = principalOf(request);
      const subject = request.query.subject;
      const owner = subject === undefined ? userId : await readableOwnerOf(db, userId, subject.toLowerCase());
      if (owner === null) {
        request.log.warn({ userId, subject, action: 'read' }, 'refused health data access');
        throw new ApiError(403, errorCodes.invalidAccess);
      }
      const actor = medicationActor(owner, now());
      return adherenceReport(db, owner, { from, to }, actor);
    },
  );
};
