import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { userSettingsSchema, type UserSettings } from 'shared-kernel/isomorphic';
import { principalOf, requireUser, type AuthenticateUser } from '../../platform/auth/bearer-auth';
import { scopes } from '../../platform/auth/scopes';
import type { Database } from '../../platform/database/database';
import { errorResponses } from '../../platform/http/error-envelope';
import { languageQuerySchema } from '../../platform/http/language';
import { readSettings, saveSettings } from './settings-store';

export interface SettingsRoutesOptions {
  db: Database;
  now: () => Date;
  authenticateUser: AuthenticateUser;
}

const settingsPath = '/api/service/setting';
const description =
  'Notification topics on or off (reminders, missedDoses, invitations, familyPosts, comments, likes, ' +
  'boardAnswers), quiet hours (HH:mm to HH:mm in timeZone; pushes other than the person’s own dose reminders ' +
  'wait in the notification centre), the IANA time zone, and the language of every device (null: each ' +
  "device's own). A topic turned off is neither stored in the centre nor pushed.";

/** The person's settings (spec section 7 `GET, PUT, POST /setting`), read before the app enters `/main`. */
export const settingsRoutes: FastifyPluginAsync<SettingsRoutesOptions> = async (
  app,
  { db, now, authenticateUser },
) => {
  app.get(
    settingsPath,
    {
      onRequest: requireUser(authenticateUser, scopes.read),
      schema: {
        summary: "The person's settings; the defaults until they save some",
        description,
        tags: ['account'],
        security: [{ bearer: [scopes.read] }],
        querystring: languageQuerySchema,
        response: { 200: userSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => readSettings(db, principalOf(request).userId),
  );

  const save = {
    onRequest: requireUser(authenticateUser, scopes.write),
    schema: {
      description,
      tags: ['account'],
      security: [{ bearer: [scopes.write] }],
      querystring: languageQuerySchema,
      body: userSettingsSchema,
      response: { 200: userSettingsSchema, ...errorResponses(400, 401, 403) },
    },
  };
  const saveBody = async (request: FastifyRequest<{ Body: UserSettings }>) =>
    saveSettings(db, principalOf(request).userId, request.body, now());

  app.put<{ Body: UserSettings }>(
    settingsPath,
    {
      ...save,
      schema: {
        ...save.schema,
        summary:
          'Replace the settings (400 M0097 malformed, M1100 a time, M1158 empty quiet hours, M1159 zone)',
      },
    },
    saveBody,
  );

  app.post<{ Body: UserSettings }>(
    settingsPath,
    {
      ...save,
      schema: { ...save.schema, summary: 'The same as PUT, under the name the spec also gives it' },
    },
    saveBody,
  );
};
