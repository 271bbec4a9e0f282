import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  dayCount,
  doseStatusInputSchema,
  doseStatusListInputSchema,
  medicationLimits,
  medicationPlanInputSchema,
  planContinuationInputSchema,
  planReminderInputSchema,
  scheduleQuerySchema,
  type DoseStatusInput,
  type DoseStatusListInput,
  type MedicationPlanInput,
  type MedicationSchedule,
  type PlanContinuationInput,
  type PlanReminderInput,
} from 'shared-kernel/isomorphic';
import { principalOf, requireUser, type AuthenticateUser } from '../../platform/auth/bearer-auth';
import { scopes } from '../../platform/auth/scopes';
import type { Database } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { errorResponses } from '../../platform/http/error-envelope';
import { languageQuerySchema } from '../../platform/http/language';
import { serialParams } from '../../platform/http/schemas';
import { requireCalendarDate } from '../../platform/calendar/calendar-days';
import { catalogueRoutes } from '../catalogue/catalogue-routes';
import { readDoses } from '../doses/dose-generation';
import { adherenceOver, doseAnswer } from './medication-answers';
import {
  medicationDoseListSchema,
  medicationDoseSchema,
  medicationPlanListSchema,
  medicationPlanSchema,
  medicationScheduleSchema,
} from './medication-schemas';
import {
  changeReminder,
  continuePlan,
  createPlan,
  editPlan,
  medicationActor,
  readPlan,
  readPlans,
  tickDoses,
  type MedicationActor,
} from './plan-operations';

export interface MedicationRoutesOptions {
  db: Database;
  authenticateUser: AuthenticateUser;
  now: () => Date;
}

const tags = ['medication'];
const base = '/api/medication';

/** The medication calls of `/api/medication` (issue 13, spec section 7 "Medication") on the caller's own plans. */
export const medicationRoutes: FastifyPluginAsync<MedicationRoutesOptions> = async (
  app,
  { db, authenticateUser, now },
) => {
  const read = requireUser(authenticateUser, scopes.read);
  const write = requireUser(authenticateUser, scopes.write);
  const readSecurity = [{ bearer: [scopes.read] }];
  const writeSecurity = [{ bearer: [scopes.write] }];
  const actorOf = (request: FastifyRequest): MedicationActor =>
    medicationActor(principalOf(request).userId, now());

  // GET /medicines: the catalogue, searched where it is stored.
  await app.register(catalogueRoutes, { db, authenticateUser });

  app.get(
    `${base}/plan`,
    {
      onRequest: read,
      schema: {
        summary: 'The caller’s plans: ongoing, then scheduled, then ended, each with its adherence so far',
        tags,
        security: readSecurity,
        querystring: languageQuerySchema,
        response: { 200: medicationPlanListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ tkmdPlanList: await readPlans(db, actorOf(request)) }),
  );

  app.post<{ Body: MedicationPlanInput }>(
    `${base}/plan`,
    {
      onRequest: write,
      schema: {
        summary: 'Makes a plan (from the catalogue with itemSeq, or direct with itemSeq null)',
        description:
          '400 with the field at fault: M1107 (begins before today), M0159 (ends before today), M1109 (ends ' +
          'before it begins), M1108 (over 3 years), M1103 (weekdays cycle without a weekday), M1104 ' +
          '(interval not 2-30), M1101 / M1100 / M1102 (no time, a time not HH:mm, a time twice), M0187 (an ' +
          'itemSeq the catalogue does not hold, a day that does not exist).',
        tags,
        security: writeSecurity,
        querystring: languageQuerySchema,
        body: medicationPlanInputSchema,
        response: { 201: medicationPlanSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const tkmdSn = await createPlan(db, actor, request.body);
      return reply.status(201).send(await readPlan(db, actor, tkmdSn));
    },
  );

  app.put<{ Params: { tkmdSn: number }; Body: MedicationPlanInput }>(
    `${base}/plan/:tkmdSn`,
    {
      onRequest: write,
      schema: {
        summary:
          'Edits a plan; on a running one the change applies to doses after now (ending: tkmdEndDe today)',
        description:
          'Taken, not-taken and past doses stay. A running plan keeps its begin day (else 400 M1107); an ended ' +
          'plan: 409 M1106; not the caller’s: 404 M0105. Otherwise the rules of the create.',
        tags,
        security: writeSecurity,
        querystring: languageQuerySchema,
        params: serialParams('tkmdSn'),
        body: medicationPlanInputSchema,
        response: { 200: medicationPlanSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await editPlan(db, actor, request.params.tkmdSn, request.body);
      return readPlan(db, actor, request.params.tkmdSn);
    },
  );

  app.post<{ Params: { tkmdSn: number }; Body: PlanContinuationInput }>(
    `${base}/plan/:tkmdSn/continue`,
    {
      onRequest: write,
      schema: {
        summary: 'Continues an ended plan from now until tkmdEndDe (a day from today, or no end)',
        description:
          'Its medicine, times, cycle, history and adherence stay; the days between its old end and now ask for ' +
          'no dose. A plan that has not ended: 409 M1175; not the caller’s: 404 M0105; an end before today: 400 ' +
          'M0159, too long: 400 M1108.',
        tags,
        security: writeSecurity,
        querystring: languageQuerySchema,
        params: serialParams('tkmdSn'),
        body: planContinuationInputSchema,
        response: { 200: medicationPlanSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await continuePlan(db, actor, request.params.tkmdSn, request.body.tkmdEndDe);
      return readPlan(db, actor, request.params.tkmdSn);
    },
  );

  app.put<{ Params: { tkmdSn: number }; Body: DoseStatusListInput }>(
    `${base}/plan/:tkmdSn/dtls`,
    {
      onRequest: write,
      schema: {
        summary: 'Ticks several doses of a plan at once, all or none',
        description:
          'A later day’s dose: 400 M1105; 0004 or a dose twice: 400 M0187; a dose not the plan’s: 404 M0105.',
        tags,
        security: writeSecurity,
        querystring: languageQuerySchema,
        params: serialParams('tkmdSn'),
        body: doseStatusListInputSchema,
        response: { 200: medicationDoseListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      tickDoses(db, actorOf(request), request.params.tkmdSn, request.body.tkmdDtlsList, 'tkmdDtlsList'),
  );

  app.put<{ Params: { tkmdSn: number }; Body: PlanReminderInput }>(
    `${base}/plan/:tkmdSn/noti`,
    {
      onRequest: write,
      schema: {
        summary: 'Turns the plan’s reminders on (Y) or off (N); an ended plan: 409 M1106',
        tags,
        security: writeSecurity,
        querystring: languageQuerySchema,
        params: serialParams('tkmdSn'),
        body: planReminderInputSchema,
        response: { 200: medicationPlanSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await changeReminder(db, actor, request.params.tkmdSn, request.body.notiAt);
      return readPlan(db, actor, request.params.tkmdSn);
    },
  );

  app.put<{ Params: { tkmdSn: number; tkmdDtlsSn: number }; Body: DoseStatusInput }>(
    `${base}/plan/:tkmdSn/:tkmdDtlsSn`,
    {
      onRequest: write,
      schema: {
        summary: 'Ticks a dose: 0001 not taken, 0002 taken, 0003 back to not ticked',
        description: 'A later day’s dose: 400 M1105; 0004 (the server’s to say): 400 M0187.',
        tags,
        security: writeSecurity,
        querystring: languageQuerySchema,
        params: serialParams('tkmdSn', 'tkmdDtlsSn'),
        body: doseStatusInputSchema,
        response: { 200: medicationDoseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { tkmdSn, tkmdDtlsSn } = request.params;
      const change = { tkmdDtlsSn, tkmdSttusCode: request.body.tkmdSttusCode };
      const [dose] = await tickDoses(db, actorOf(request), tkmdSn, [change], 'tkmdDtlsSn');
      return dose;
    },
  );

  app.get<{ Querystring: { fromPeriodDt: string; toPeriodDt: string } }>(
    `${base}/schedules`,
    {
      onRequest: read,
      schema: {
        summary: 'Every dose of a range of days (at most 93), by time, with adherence over the range',
        description:
          'Doses are made on first reading of their days. fromPeriodDt after toPeriodDt, or more than 93 ' +
          'days: 400 M0187. A dose still not ticked after its day is 0004 (unchecked).',
        tags,
        security: readSecurity,
        querystring: scheduleQuerySchema,
        response: { 200: medicationScheduleSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<MedicationSchedule> => {
      const from = requireCalendarDate(request.query.fromPeriodDt, 'fromPeriodDt');
      const to = requireCalendarDate(request.query.toPeriodDt, 'toPeriodDt');
      if (from > to || dayCount(from, to) > medicationLimits.scheduleRangeDays)
        throw new ApiError(400, errorCodes.invalidRequest, { field: 'toPeriodDt' });
      const actor = actorOf(request);
      const doses = await readDoses(db, actor.userId, { from, to }, actor.at);
      return {
        tkmdDtlsList: doses.map((dose) => doseAnswer(dose, actor.today)),
        adherence: adherenceOver(doses, actor.now),
      };
    },
  );
};
