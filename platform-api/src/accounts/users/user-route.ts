import type { FastifyPluginAsync } from 'fastify';
import { invalidTokenError, type AuthenticateUser } from '../../platform/auth/bearer-auth';
import { scopes } from '../../platform/auth/scopes';
import type { Database } from '../../platform/database/database';
import { errorResponses } from '../../platform/http/error-envelope';
import { languageQuerySchema } from '../../platform/http/language';
import { ageOn, calendarDateIn, defaultTimeZone } from 'shared-kernel/isomorphic';
import { findActiveUser, type UserRecord } from './users-repository';
import { personProperties, personRequired } from './person-schema';

export interface UserRoutesOptions {
  db: Database;
  authenticateUser: AuthenticateUser;
  now: () => Date;
}

type UserInfo = UserRecord & { userAge: number | null };

const userInfoSchema = {
  type: 'object',
  required: [...personRequired, 'myChnSn', 'pscstrSttusCode', 'fhirResId', 'userAge'],
  properties: {
    ...personProperties,
    myChnSn: { type: ['integer', 'null'], description: "The user's own channel" },
    pscstrSttusCode: { type: ['string', 'null'] },
    fhirResId: { type: 'string', description: 'Id of the FHIR Patient resource' },
    userAge: { type: ['integer', 'null'], description: 'Full years, from the birth date in Asia/Seoul' },
  },
} as const;

/** `GET /api/user`: the logged-in user's information. */
export const userRoutes: FastifyPluginAsync<UserRoutesOptions> = async (
  app,
  { db, authenticateUser, now },
) => {
  app.get<{ Reply: UserInfo }>(
    '/api/user',
    {
      schema: {
        summary: "The logged-in user's information",
        tags: ['user'],
        security: [{ bearer: [scopes.read] }],
        querystring: languageQuerySchema,
        response: { 200: userInfoSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { userId } = await authenticateUser(request, scopes.read);
      const user = await findActiveUser(db, userId);
      // A withdrawn user's token may still be within its 15 minutes.
      if (!user) throw invalidTokenError();
      return { ...user, userAge: ageOn(user.userBrthdyDe, calendarDateIn(defaultTimeZone, now())) };
    },
  );
};
