import type { FastifyRequest } from 'fastify';
import { principalOf, requireUser, type AuthenticateUser } from '../../platform/auth/bearer-auth';
import { scopes } from '../../platform/auth/scopes';
import { seoulToday } from '../../platform/calendar/calendar-days';
import type { Database } from '../../platform/database/database';
import { requestLanguage } from '../../platform/http/language';
import type { AnswerContext } from '../health-goals/goal-answers';
import type { RoutineActor } from '../health-goals/goal-operations';
import { readRoutinePerson } from './routine-person';

export interface RoutineRoutesOptions {
  db: Database;
  authenticateUser: AuthenticateUser;
  now: () => Date;
}

/** Where the routine calls live and how the OpenAPI document groups them. */
export const routineApi = { base: '/api/routine', tags: ['routines'] };

export const noContent = { 204: { type: 'null', description: 'Done' } } as const;

/** What every `/api/routine` route takes: the scope checks, their OpenAPI security, who acts when and in what words. */
export function routineRouteKit(db: Database, authenticateUser: AuthenticateUser, now: () => Date) {
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

  return {
    read: requireUser(authenticateUser, scopes.read),
    write: requireUser(authenticateUser, scopes.write),
    readSecurity: [{ bearer: [scopes.read] }],
    writeSecurity: [{ bearer: [scopes.write] }],
    actorOf,
    contextOf,
  };
}
