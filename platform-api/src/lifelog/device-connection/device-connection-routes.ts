import type { FastifyPluginAsync } from 'fastify';
import { deviceTypeCodes, type DeviceTypeCode } from 'shared-kernel/isomorphic';
import {
  invalidTokenError,
  principalOf,
  requireUser,
  type AuthenticateUser,
} from '../../platform/auth/bearer-auth';
import { scopes } from '../../platform/auth/scopes';
import type { Queryable } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { errorResponses } from '../../platform/http/error-envelope';
import { languageQuerySchema } from '../../platform/http/language';
import { notWithdrawn } from '../../accounts';

export interface DeviceConnectionRoutesOptions {
  db: Queryable;
  authenticateUser: AuthenticateUser;
  now: () => Date;
}

type ConnectionFlag = 'Y' | 'N';

/** The health app a person connected (spec section 3, device connection). */
interface DeviceConnection {
  deviceTypeCode: DeviceTypeCode | null;
  cnncAt: ConnectionFlag;
  /** ISO date-time of the connection; null while none is connected. */
  cnncDt: string | null;
}

interface ConnectionChange {
  deviceTypeCode?: DeviceTypeCode | null;
  cnncAt: ConnectionFlag;
}

const notConnected: DeviceConnection = { deviceTypeCode: null, cnncAt: 'N', cnncDt: null };

const deviceTypeCodeSchema = {
  type: ['string', 'null'],
  enum: [...Object.values(deviceTypeCodes), null],
  description: '0001 Google-type, 0002 Samsung-type, 0003 Apple-type',
} as const;
const cnncAtSchema = { type: 'string', enum: ['Y', 'N'] } as const;

const connectionSchema = {
  type: 'object',
  required: ['deviceTypeCode', 'cnncAt', 'cnncDt'],
  properties: {
    deviceTypeCode: deviceTypeCodeSchema,
    cnncAt: cnncAtSchema,
    cnncDt: { type: ['string', 'null'], format: 'date-time', description: 'When the app was connected' },
  },
} as const;

async function connectionOf(db: Queryable, userId: string): Promise<DeviceConnection> {
  const [row] = await db.query<{
    deviceTypeCode: DeviceTypeCode | null;
    cnncAt: ConnectionFlag;
    cnncDt: Date | null;
  }>(
    `SELECT device_type_code AS "deviceTypeCode", cnnc_at AS "cnncAt", cnnc_dt AS "cnncDt"
     FROM lifelog_connections WHERE user_id = $1`,
    [userId],
  );
  if (!row) return notConnected;
  return { ...row, cnncDt: row.cnncDt ? new Date(row.cnncDt).toISOString() : null };
}

/**
 * `GET` and `PUT /api/service/lifelog/connection`. One health app at a time: connecting another replaces the
 * one connected (the app asks the person to confirm first); disconnecting leaves none.
 */
export const deviceConnectionRoutes: FastifyPluginAsync<DeviceConnectionRoutesOptions> = async (
  app,
  { db, authenticateUser, now },
) => {
  app.get(
    '/api/service/lifelog/connection',
    {
      onRequest: requireUser(authenticateUser, scopes.read),
      schema: {
        summary: 'The health app the user connected, if any',
        tags: ['health services'],
        security: [{ bearer: [scopes.read] }],
        querystring: languageQuerySchema,
        response: { 200: connectionSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => connectionOf(db, principalOf(request).userId),
  );

  app.put<{ Body: ConnectionChange }>(
    '/api/service/lifelog/connection',
    {
      onRequest: requireUser(authenticateUser, scopes.write),
      schema: {
        summary: 'Connect a health app (replacing the one connected) or disconnect',
        tags: ['health services'],
        security: [{ bearer: [scopes.write] }],
        querystring: languageQuerySchema,
        body: {
          type: 'object',
          required: ['cnncAt'],
          properties: {
            deviceTypeCode: {
              ...deviceTypeCodeSchema,
              description: `${deviceTypeCodeSchema.description}; required to connect, ignored to disconnect`,
            },
            cnncAt: { ...cnncAtSchema, description: 'Y connects, N disconnects' },
          },
        },
        response: { 200: connectionSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { userId } = principalOf(request);
      const { deviceTypeCode, cnncAt } = request.body;
      if (cnncAt === 'Y' && !deviceTypeCode) {
        throw new ApiError(400, errorCodes.invalidRequest, { field: 'deviceTypeCode' });
      }
      const connected = cnncAt === 'Y';
      const saved = await db.query(
        `INSERT INTO lifelog_connections (user_id, device_type_code, cnnc_at, cnnc_dt)
         SELECT user_id, $2, $3, $4 FROM users WHERE user_id = $1 AND ${notWithdrawn}
         ON CONFLICT (user_id) DO UPDATE SET device_type_code = EXCLUDED.device_type_code,
           cnnc_at = EXCLUDED.cnnc_at, cnnc_dt = EXCLUDED.cnnc_dt
         RETURNING user_id`,
        [userId, connected ? deviceTypeCode : null, cnncAt, connected ? now() : null],
      );
      // A withdrawn user's token may still be within its 15 minutes.
      if (saved.length === 0) throw invalidTokenError();
      return connectionOf(db, userId);
    },
  );
};
