import type { FastifyPluginAsync } from 'fastify';
import {
  channelBasicInfoSchema,
  channelInputSchema,
  channelParamsSchema,
  channelShareItemsSchema,
  participantChoiceSchema,
  shareItemCodeQuerySchema,
  shareItemTypeCodes,
  shareableActivityCodes,
  shareableLifelogTypeCodes,
  type ChannelBasicInfo,
  type ChannelInput,
  type ChannelShareItems,
  type ParticipantChoice,
  type ShareItemTypeCode,
} from 'shared-kernel/isomorphic';
import { newNotificationCountSchema, unreadCount } from '../../notifications';
import { principalOf, type AuthenticateUser } from '../../platform/auth/bearer-auth';
import type { Database } from '../../platform/database/database';
import { errorResponses } from '../../platform/http/error-envelope';
import type { FloodGuard } from '../../platform/http/flood-limits';
import { languageQuerySchema } from '../../platform/http/language';
import { emptyObjectSchema } from '../../platform/http/schemas';
import type { SmsGateway } from '../../platform/sms/sms-gateway';
import { channelRouteKit } from '../channel-common/route-kit';
import type { InvitationTextLimits } from '../participants/invitation-text-limits';
import { requireMembership } from '../participants/membership';
import {
  closeChannel,
  createChannel,
  delegateManager,
  markChannelNotificationsRead,
  updateBasicInfo,
  updateShareItems,
} from './channel-operations';
import {
  readActivityHistory,
  readActivityInfo,
  readBasicInfo,
  readChannel,
  readChannels,
  readShareItems,
} from './channel-reads';
import { requireFamilyChannel } from './channel-rules';
import {
  activityHistorySchema,
  channelActivityInfoSchema,
  channelBasicInfoAnswerSchema,
  channelListSchema,
  channelShareItemsAnswerSchema,
  createdChannelSchema,
  shareItemCodeListSchema,
} from './channel-schemas';

export interface ChannelRoutesOptions {
  db: Database;
  authenticateUser: AuthenticateUser;
  now: () => Date;
  sms: SmsGateway;
  appOrigin: string;
  invitationTextLimits: InvitationTextLimits;
  floods: FloodGuard;
}

const tags = ['channels'];
const base = '/api/channel';
type ChannelParams = { Params: { chnSn: number } };

/** The channel calls of `/api/channel` (spec section 7 "Channel") but the participants' (participant-routes.ts). */
export const channelRoutes: FastifyPluginAsync<ChannelRoutesOptions> = async (
  app,
  { db, authenticateUser, now, sms, appOrigin, floods, invitationTextLimits },
) => {
  const { read, write, readSecurity, writeSecurity, actorOf, notMember } = channelRouteKit(
    authenticateUser,
    now,
  );
  const managerOnly = `Only its manager (anyone else: 403 M0105). ${notMember}`;

  app.get(
    base,
    {
      onRequest: read,
      schema: {
        summary: 'The caller’s channels: their own first, then the family channels, last joined first',
        tags,
        security: readSecurity,
        querystring: languageQuerySchema,
        response: { 200: channelListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ chnList: await readChannels(db, principalOf(request).userId) }),
  );

  app.post<{ Body: ChannelInput }>(
    base,
    {
      onRequest: write,
      preHandler: floods.limit('channelCreations'),
      schema: {
        summary: 'Makes a family channel with the caller as its manager, and invites its first members',
        description:
          'Images: the caller’s own uploads of purpose channelProfile (else 400 M0014 on chnImageId) and ' +
          'channelBackground (else 400 M0017 on chnBgImageId). Invitations as `POST /api/channel/prtcpnt` ' +
          '(M0019, M0144, M1112), with the numbers not texted in notTextedList; 409 M1119 when the caller is ' +
          'in 20 family channels; 503 M0091 when a text cannot be sent (nothing is made). ' +
          floods.describe('channelCreations'),
        tags,
        security: writeSecurity,
        querystring: languageQuerySchema,
        body: channelInputSchema,
        response: { 201: createdChannelSchema, ...errorResponses(400, 401, 403, 409, 429, 503) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const texting = { sms, appOrigin, limits: invitationTextLimits };
      const { chnSn, notTextedList } = await createChannel(db, texting, actor, request.body);
      return reply.status(201).send({ ...(await readChannel(db, actor.userId, chnSn)), notTextedList });
    },
  );

  app.get<ChannelParams>(
    `${base}/:chnSn/basicInfo`,
    {
      onRequest: read,
      schema: {
        summary: 'A family channel’s name, images, invite message and invite flag (members)',
        description: `The caller’s own channel: 409 M1115. ${notMember}`,
        tags,
        security: readSecurity,
        params: channelParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: channelBasicInfoAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { chnSn } = request.params;
      requireFamilyChannel(await requireMembership(db, principalOf(request).userId, chnSn));
      return readBasicInfo(db, chnSn);
    },
  );

  app.put<ChannelParams & { Body: ChannelBasicInfo }>(
    `${base}/:chnSn/basicInfo`,
    {
      onRequest: write,
      schema: {
        summary: 'Changes a family channel’s name, images, invite message and invite flag',
        description:
          `${managerOnly} An image is the one the channel has, or the caller’s own upload of purpose ` +
          'channelProfile (else 400 M0014) / channelBackground (else 400 M0017). Own channel: 409 M1115.',
        tags,
        security: writeSecurity,
        params: channelParamsSchema,
        querystring: languageQuerySchema,
        body: channelBasicInfoSchema,
        response: { 200: channelBasicInfoAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { chnSn } = request.params;
      await updateBasicInfo(db, actorOf(request), chnSn, request.body);
      return readBasicInfo(db, chnSn);
    },
  );

  app.get<ChannelParams>(
    `${base}/:chnSn/act/info`,
    {
      onRequest: read,
      schema: {
        summary: 'A channel’s members, posts, comments and likes, and the caller’s share of them',
        description: notMember,
        tags,
        security: readSecurity,
        params: channelParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: channelActivityInfoSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { userId } = principalOf(request);
      await requireMembership(db, userId, request.params.chnSn);
      return readActivityInfo(db, userId, request.params.chnSn);
    },
  );

  app.get<{ Querystring: { shareItemTypeCode: ShareItemTypeCode } }>(
    `${base}/share/itemCode`,
    {
      onRequest: read,
      schema: {
        summary:
          'The codes a channel can choose: 0001 the life-log types it can require, 0002 the activity types',
        tags,
        security: readSecurity,
        querystring: shareItemCodeQuerySchema,
        response: { 200: shareItemCodeListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      shareItemList:
        request.query.shareItemTypeCode === shareItemTypeCodes.requiredLifelog
          ? [...shareableLifelogTypeCodes]
          : [...shareableActivityCodes],
    }),
  );

  app.get<ChannelParams>(
    `${base}/:chnSn/share/item`,
    {
      onRequest: read,
      schema: {
        summary: 'What the members share with each other (reqLifelogList) and into the feed (shareActList)',
        description: notMember,
        tags,
        security: readSecurity,
        params: channelParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: channelShareItemsAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await requireMembership(db, principalOf(request).userId, request.params.chnSn);
      return readShareItems(db, request.params.chnSn);
    },
  );

  app.post<ChannelParams & { Body: ChannelShareItems }>(
    `${base}/:chnSn/share/item`,
    {
      onRequest: write,
      schema: {
        summary: 'Sets the required shared life-logs and the activity types members may share',
        description:
          `${managerOnly} Members read each other’s Observations of the required types through /fhir ` +
          'while they are in the channel.',
        tags,
        security: writeSecurity,
        params: channelParamsSchema,
        querystring: languageQuerySchema,
        body: channelShareItemsSchema,
        response: { 200: channelShareItemsAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await updateShareItems(db, actorOf(request), request.params.chnSn, request.body);
      return readShareItems(db, request.params.chnSn);
    },
  );

  app.put<ChannelParams>(
    `${base}/:chnSn/close`,
    {
      onRequest: write,
      schema: {
        summary: 'Closes a family channel: nobody sees it any more; the other members are notified (0010)',
        description: `${managerOnly} Own channel: 409 M1115.`,
        tags,
        security: writeSecurity,
        params: channelParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: emptyObjectSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await closeChannel(db, actorOf(request), request.params.chnSn);
      return {};
    },
  );

  app.post<ChannelParams & { Body: ParticipantChoice }>(
    `${base}/:chnSn/manager/delegate`,
    {
      onRequest: write,
      schema: {
        summary: 'Hands the manager role to another member, who is notified (0012)',
        description: `${managerOnly} The caller’s own prtcpntSn: 400 M0187; not a member of the channel: 404 M0105.`,
        tags,
        security: writeSecurity,
        params: channelParamsSchema,
        querystring: languageQuerySchema,
        body: participantChoiceSchema,
        response: { 200: emptyObjectSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await delegateManager(db, actorOf(request), request.params.chnSn, request.body.prtcpntSn);
      return {};
    },
  );

  app.get(
    '/api/service/act/history',
    {
      onRequest: read,
      schema: {
        summary: 'The caller’s channels, posts and comments, counted over their open channels',
        tags,
        security: readSecurity,
        querystring: languageQuerySchema,
        response: { 200: activityHistorySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => readActivityHistory(db, principalOf(request).userId),
  );

  app.get<ChannelParams>(
    '/api/service/noti/chn/:chnSn',
    {
      onRequest: write,
      schema: {
        summary:
          'Marks read the caller’s notifications that open this channel; the unread count that remains',
        description: notMember,
        tags: [...tags, 'notifications'],
        security: writeSecurity,
        params: channelParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: newNotificationCountSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { userId } = principalOf(request);
      await requireMembership(db, userId, request.params.chnSn);
      await markChannelNotificationsRead(db, userId, request.params.chnSn, now());
      return { newNotiCount: await unreadCount(db, userId) };
    },
  );
};
