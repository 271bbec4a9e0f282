import type { FastifyPluginAsync } from 'fastify';
import { channelRouteKit } from '../channel-common/route-kit';
import {
  channelParamsSchema,
  invitationInputSchema,
  inviteCheckInputSchema,
  participantChoiceSchema,
  participantParamsSchema,
  type InvitationInput,
  type InviteCheckInput,
  type ParticipantChoice,
} from 'shared-kernel/isomorphic';
import { principalOf } from '../../platform/auth/bearer-auth';
import { ApiError } from '../../platform/http/api-error';
import { errorResponses } from '../../platform/http/error-envelope';
import { languageQuerySchema } from '../../platform/http/language';
import { emptyObjectSchema } from '../../platform/http/schemas';
import { excludeParticipant, leaveChannel } from '../channel-management/channel-operations';
import { readChannel, readParticipants, readWaitingInvitations } from '../channel-management/channel-reads';
import type { ChannelRoutesOptions } from '../channel-management/channel-routes';
import { requireFamilyChannel } from '../channel-management/channel-rules';
import {
  channelSchema,
  invitationResultSchema,
  inviteCheckListSchema,
  participantListSchema,
  waitingInvitationListSchema,
} from '../channel-management/channel-schemas';
import type { InvitationTextLimits } from './invitation-text-limits';
import { acceptInvitation, checkNumbers, invite, rejectInvitation } from './invitations';
import { requireMembership } from './membership';
import { countNumberLookups } from './number-lookups';

const tags = ['channels'];
const base = '/api/channel';
type ChannelParams = { Params: { chnSn: number } };
type ParticipantParams = { Params: { prtcpntSn: number } };

export interface ParticipantRoutesOptions extends ChannelRoutesOptions {
  invitationTextLimits: InvitationTextLimits;
}

/** The participant calls of `/api/channel`: members, invitations, exclusion and leaving. */
export const participantRoutes: FastifyPluginAsync<ParticipantRoutesOptions> = async (
  app,
  { db, authenticateUser, now, sms, appOrigin, invitationTextLimits },
) => {
  const texting = { sms, appOrigin, limits: invitationTextLimits };
  const { read, write, readSecurity, writeSecurity, actorOf, notMember } = channelRouteKit(
    authenticateUser,
    now,
  );

  app.get<ChannelParams>(
    `${base}/:chnSn/prtcpnt`,
    {
      onRequest: read,
      schema: {
        summary: 'Members (the manager first), then waiting invitations, then refusals',
        description: `Numbers are whole for the manager and for the caller’s own row, masked otherwise. ${notMember}`,
        tags,
        security: readSecurity,
        params: channelParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: participantListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { userId } = principalOf(request);
      const membership = await requireMembership(db, userId, request.params.chnSn);
      return {
        prtcpntList: await readParticipants(db, { userId, manager: membership.manager }, membership.chnSn),
      };
    },
  );

  app.post<{ Body: InvitationInput }>(
    `${base}/prtcpnt`,
    {
      onRequest: write,
      schema: {
        summary:
          'Invites mobile numbers to a family channel; answers the new invitations and the numbers not texted',
        description:
          'The manager, or any member when posInvtAt is Y (else 403 M0105); not a member: 404 M0105; the ' +
          'caller’s own channel: 409 M1115. A number with an account: its holder is notified (0003); without ' +
          'one: a text naming the inviter, with the join link, within the budgets (notTextedList says which ' +
          'numbers were not texted, and why), and the invitation waits until that number signs up. 400 M0019 ' +
          '(no number), M0144 (not a mobile number), M1112 (the caller’s own); 409 M1111 (already in or ' +
          'invited), M1113 (over 30 members and invitations); 503 M0091 when a text cannot be sent (nothing ' +
          'is stored). A number given twice is invited once.',
        tags,
        security: writeSecurity,
        querystring: languageQuerySchema,
        body: invitationInputSchema,
        response: { 201: invitationResultSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { chnSn } = request.body;
      const membership = requireFamilyChannel(await requireMembership(db, actor.userId, chnSn));
      if (!membership.manager && !membership.posInvtAt) throw new ApiError(403, 'M0105');
      const { prtcpntSns, notTextedList } = await invite(db, texting, actor, membership, request.body);
      const invitations = await readParticipants(
        db,
        { userId: actor.userId, manager: membership.manager },
        chnSn,
        prtcpntSns,
      );
      return reply.status(201).send({ prtcpntList: invitations, notTextedList });
    },
  );

  app.put<ParticipantParams>(
    `${base}/prtcpnt/:prtcpntSn/accept`,
    {
      onRequest: write,
      schema: {
        summary: 'The invitee joins the channel; its members are notified (0004) and the feed says so',
        description:
          'Not the caller’s invitation: 404 M0105; answered already, withdrawn, or the channel closed: 409 ' +
          'M1114; the caller in 20 family channels: 409 M1119.',
        tags,
        security: writeSecurity,
        params: participantParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: channelSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const chnSn = await acceptInvitation(db, actor, request.params.prtcpntSn);
      return readChannel(db, actor.userId, chnSn);
    },
  );

  app.put<ParticipantParams>(
    `${base}/prtcpnt/:prtcpntSn/reject`,
    {
      onRequest: write,
      schema: {
        summary: 'The invitee refuses the invitation',
        description:
          'Not the caller’s invitation: 404 M0105; answered already, withdrawn, or closed: 409 M1114.',
        tags,
        security: writeSecurity,
        params: participantParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: emptyObjectSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await rejectInvitation(db, actorOf(request), request.params.prtcpntSn);
      return {};
    },
  );

  app.get(
    `${base}/prtcpnt/wait`,
    {
      onRequest: read,
      schema: {
        summary: 'The invitations waiting for the caller, newest first',
        tags,
        security: readSecurity,
        querystring: languageQuerySchema,
        response: { 200: waitingInvitationListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ waitList: await readWaitingInvitations(db, principalOf(request).userId) }),
  );

  app.post<{ Body: InviteCheckInput }>(
    `${base}/prtcpnt/checking`,
    {
      onRequest: write,
      schema: {
        summary: 'Whether numbers may be invited (to the channel chnSn, or to one being made when null)',
        description:
          'Per number: inviteAt N with reason M1112 (the caller’s own) or M1111 (already in the channel or ' +
          'invited, with chnSn); never whether it has an account. Each number once, in the order given; an ' +
          'account may look up 200 numbers a day by default (429 M1156 with Retry-After beyond; a refused ' +
          `call counts nothing). With chnSn: ${notMember}`,
        tags,
        security: writeSecurity,
        querystring: languageQuerySchema,
        body: inviteCheckInputSchema,
        response: { 200: inviteCheckListSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const { userId } = principalOf(request);
      const { chnSn, mphonNoList } = request.body;
      if (chnSn !== null) await requireMembership(db, userId, chnSn);
      const numbers = [...new Set(mphonNoList)];
      await countNumberLookups(db, userId, numbers.length, invitationTextLimits.numberLookupsPerDay, now());
      return { checkList: await checkNumbers(db, userId, chnSn, numbers) };
    },
  );

  app.put<ChannelParams & { Body: ParticipantChoice }>(
    `${base}/:chnSn/prtcpnt/except`,
    {
      onRequest: write,
      schema: {
        summary:
          'Excludes a member (notified 0011) or withdraws an invitation; they see nothing of it any more',
        description:
          'Only the manager (anyone else: 403 M0105); the manager’s own prtcpntSn: 400 M0187; nobody of ' +
          `this channel: 404 M0105. ${notMember}`,
        tags,
        security: writeSecurity,
        params: channelParamsSchema,
        querystring: languageQuerySchema,
        body: participantChoiceSchema,
        response: { 200: emptyObjectSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await excludeParticipant(db, actorOf(request), request.params.chnSn, request.body.prtcpntSn);
      return {};
    },
  );

  app.put<ChannelParams>(
    `${base}/:chnSn/prtcpnt/secsn`,
    {
      onRequest: write,
      schema: {
        summary: 'The caller leaves the channel; the last member leaving closes it',
        description:
          'The manager while others remain: 409 M1110 (hand over first); the caller’s own channel: 409 ' +
          `M1115. ${notMember}`,
        tags,
        security: writeSecurity,
        params: channelParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: emptyObjectSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await leaveChannel(db, actorOf(request), request.params.chnSn);
      return {};
    },
  );
};
