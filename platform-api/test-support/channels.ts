// What the channel tests share: people with numbers, uploaded images, calls, a family channel with members.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { Channel, ChannelInput, ImagePurpose, WaitingInvitationList } from 'shared-kernel/isomorphic';
import { jsonCall } from './json-call';
import { addTestUser, logIn, type TestApp } from './test-app';

export interface Person {
  userId: string;
  token: string;
  mphonNo: string;
}

let numberCounter = 0;

/** A number no test account has (0105...: apart from addFhirTestUser's 0109...). */
export function freshNumber(): string {
  numberCounter += 1;
  return `0105${String(numberCounter).padStart(7, '0')}`;
}

/** An account with a number of its own, logged in. */
export async function addPerson(api: TestApp, userId: string): Promise<Person> {
  const mphonNo = freshNumber();
  await addTestUser(api.db, userId, mphonNo);
  return { userId, mphonNo, token: (await logIn(api.app, userId)).access_token };
}

/** A stored_images row as the upload call leaves it (the bytes do not matter to the channel calls). */
export async function addImage(api: TestApp, owner: Person, purpose: ImagePurpose): Promise<string> {
  const imageId = randomUUID();
  await api.db.query(
    `INSERT INTO stored_images (image_id, owner_user_id, purpose, content_type, width, height, byte_size,
                                storage_key)
     VALUES ($1, $2, $3, 'image/jpeg', 320, 240, 1000, $4)`,
    [imageId, owner.userId, purpose, `${imageId}.jpg`],
  );
  return imageId;
}

export const channelCall = (
  api: TestApp,
  who: Person | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> => jsonCall(api, who, method, `/api/channel${path}`, payload);

export async function channelInput(
  api: TestApp,
  manager: Person,
  invitePhoneList: string[],
  changes: Partial<ChannelInput> = {},
): Promise<ChannelInput> {
  return {
    chnNm: '우리 가족',
    chnImageId: await addImage(api, manager, 'channelProfile'),
    chnBgImageId: null,
    inviteMssage: '함께해요',
    invitePhoneList,
    posInvtAt: 'N',
    ...changes,
  };
}

/** A family channel made by `manager` with `invitees` invited (not yet joined). */
export async function makeChannel(
  api: TestApp,
  manager: Person,
  invitees: Person[],
  changes: Partial<ChannelInput> = {},
): Promise<Channel> {
  const input = await channelInput(
    api,
    manager,
    invitees.map((person) => person.mphonNo),
    changes,
  );
  const response = await channelCall(api, manager, 'POST', '', input);
  if (response.statusCode !== 201) throw new Error(`channel not made: ${response.body}`);
  return response.json<Channel>();
}

/** The waiting invitation of `person` to `chnSn`, accepted (or refused). */
export async function answerInvitation(
  api: TestApp,
  person: Person,
  chnSn: number,
  answer: 'accept' | 'reject' = 'accept',
): Promise<LightMyRequestResponse> {
  const waiting = (await channelCall(api, person, 'GET', '/prtcpnt/wait')).json<WaitingInvitationList>();
  const invitation = waiting.waitList.find((item) => item.chnSn === chnSn);
  if (!invitation) throw new Error(`${person.userId} has no invitation to ${chnSn}`);
  return channelCall(api, person, 'PUT', `/prtcpnt/${invitation.prtcpntSn}/${answer}`);
}

/** A family channel of `manager` whose `members` have all joined. */
export async function channelWithMembers(api: TestApp, manager: Person, members: Person[]): Promise<Channel> {
  const channel = await makeChannel(api, manager, members);
  for (const member of members) {
    const joined = await answerInvitation(api, member, channel.chnSn);
    if (joined.statusCode !== 200) throw new Error(`not joined: ${joined.body}`);
  }
  return channel;
}

/** The notifications of a kind a person has (newest last). */
export async function notificationsOf(
  api: TestApp,
  person: Person,
  kind: string,
): Promise<{ params: Record<string, string>; link: string | null }[]> {
  return api.db.query(
    'SELECT params, link FROM notifications WHERE user_id = $1 AND kind = $2 ORDER BY noti_sn',
    [person.userId, kind],
  );
}

export const codeOf = (response: LightMyRequestResponse): string => response.json<{ code: string }>().code;
