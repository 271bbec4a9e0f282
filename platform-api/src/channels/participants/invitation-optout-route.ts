import type { FastifyPluginAsync } from 'fastify';
import { inviteCodePattern } from 'shared-kernel/isomorphic';
import { requireClient } from '../../accounts';
import type { Database } from '../../platform/database/database';
import { errorResponses } from '../../platform/http/error-envelope';
import { languageQuerySchema } from '../../platform/http/language';
import { perIp, type RateLimits } from '../../platform/http/rate-limits';
import { emptyObjectSchema } from '../../platform/http/schemas';
import { optOutOfInvitationTexts } from './invitation-texts';

export interface InvitationOptOutRouteOptions {
  db: Database;
  now: () => Date;
  rateLimits: RateLimits;
}

const optOutBodySchema = {
  type: 'object',
  required: ['inviteCode'],
  properties: { inviteCode: { type: 'string', pattern: inviteCodePattern } },
} as const;

/** The open call of an invitation text's link: its receiver stops every further invitation text to the number. */
export const invitationOptOutRoute: FastifyPluginAsync<InvitationOptOutRouteOptions> = async (
  app,
  { db, now, rateLimits },
) => {
  app.post<{ Body: { inviteCode: string } }>(
    '/api/open/invite/optout',
    {
      onRequest: requireClient,
      schema: {
        summary: 'Stops invitation texts to the number an invitation text was sent to, from anyone',
        description:
          'No login: `inviteCode` is the code of the text’s link (`/register?invite=<code>`). Invitations to the ' +
          'number are still made and shown in the app once it signs up or logs in; its inviters are told M1155 ' +
          'instead of a text. A code of no text (or of one older than 90 days): 404 M0105; not 12 base64url ' +
          'characters: 400 M0187. Again: 200, nothing changes.',
        tags: ['registration'],
        security: [{ client: [] }],
        querystring: languageQuerySchema,
        body: optOutBodySchema,
        response: { 200: emptyObjectSchema, ...errorResponses(400, 401, 404, 429) },
      },
      config: perIp(rateLimits.openCalls),
    },
    async (request) => {
      await optOutOfInvitationTexts(db, request.body.inviteCode, now());
      return {};
    },
  );
};
