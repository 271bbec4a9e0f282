import type { FastifyPluginAsync } from 'fastify';
import { appPlatforms, appVersionPattern, type AppPlatform } from 'shared-kernel/isomorphic';
import type { Database } from '../database/database';
import { errorResponses } from '../http/error-envelope';
import { languageQuerySchema } from '../http/language';
import { readAppInfo } from './app-info-store';

export interface AppInfoRoutesOptions {
  db: Database;
  now: () => Date;
}

const version = { type: 'string', pattern: appVersionPattern } as const;
const instant = { type: 'string', format: 'date-time' } as const;

const appInfoSchema = {
  type: 'object',
  required: ['platform', 'minimumVersion', 'latestVersion', 'maintenance'],
  properties: {
    platform: { type: 'string', enum: appPlatforms },
    minimumVersion: { ...version, description: 'A host older than this must update first (M1189)' },
    latestVersion: { ...version, description: 'The newest published version' },
    maintenance: {
      type: ['object', 'null'],
      required: ['from', 'until', 'messageCode'],
      properties: {
        from: instant,
        until: { ...instant, description: 'The expected end, shown in the notice' },
        messageCode: { type: 'string', pattern: '^M[0-9]{4}$' },
      },
      description: 'The window under way or the next one planned; null when none is',
    },
  },
} as const;

/**
 * `GET /api/open/appinfo/{platform}` (spec section 7 `GET /appinfo/{id}`, also `GET /phrapp/{appSn}`, whose app
 * is the platform here): the versions and the maintenance window, without login and answered during maintenance.
 */
export const appInfoRoutes: FastifyPluginAsync<AppInfoRoutesOptions> = async (app, { db, now }) => {
  for (const [path, summary] of [
    ['/api/open/appinfo/:platform', 'The minimum and latest app versions and the maintenance window'],
    ['/api/open/phrapp/:platform', 'The same as /api/open/appinfo, under the name the spec also gives it'],
  ] as const) {
    app.get<{ Params: { platform: AppPlatform } }>(
      path,
      {
        schema: {
          summary,
          description: 'Open during a maintenance window, when every other call answers 503 M1188.',
          tags: ['app'],
          params: {
            type: 'object',
            required: ['platform'],
            properties: { platform: { type: 'string', enum: appPlatforms } },
          },
          querystring: languageQuerySchema,
          response: { 200: appInfoSchema, ...errorResponses(400) },
        },
      },
      async (request) => readAppInfo(db, request.params.platform, now()),
    );
  }
};
