// Channels, memberships and uploads written straight into the database for the feed's tests, so that the feed
// is tested through its own calls only, whatever state the channel calls are in.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { ShareableActivityCode } from 'shared-kernel/isomorphic';
import type { Queryable } from '../src/platform/database/database';
import { addFhirTestUser, type FhirTestUser } from './fhir';
import { jsonCall } from './json-call';
import type { TestApp } from './test-app';

export interface FamilyChannelRows {
  /** The first is the manager, the others members. */
  members: readonly FhirTestUser[];
  /** Invitations waiting for these people. */
  invitees?: readonly FhirTestUser[];
  shareActList?: readonly ShareableActivityCode[];
  chnNm?: string;
}

/** A family channel (type 0002) with these people in it; its chnSn. */
export async function insertFamilyChannel(db: Queryable, rows: FamilyChannelRows): Promise<number> {
  const [channel] = await db.query<{ chn_sn: number }>(
    `INSERT INTO channels (chn_type_code, chn_nm, share_act_list)
     VALUES ('0002', $1, COALESCE($2::text[], '{0002,0004,0005,0006,0007,0008}')) RETURNING chn_sn`,
    [rows.chnNm ?? '우리 가족', rows.shareActList ?? null],
  );
  if (!channel) throw new Error('no channel');
  for (const [index, member] of rows.members.entries()) {
    await db.query(
      `INSERT INTO channel_participants (chn_sn, user_id, mphon_no, prtcpnt_sttus_code, mngr_at, joined_at)
       SELECT $1, user_id, user_mphon_no, '0002', $3, now() FROM users WHERE user_id = $2`,
      [channel.chn_sn, member.userId, index === 0],
    );
  }
  for (const invitee of rows.invitees ?? []) {
    await db.query(
      `INSERT INTO channel_participants (chn_sn, user_id, mphon_no, prtcpnt_sttus_code)
       SELECT $1, user_id, user_mphon_no, '0001' FROM users WHERE user_id = $2`,
      [channel.chn_sn, invitee.userId],
    );
  }
  return channel.chn_sn;
}

/** The person leaves the channel (or is excluded): their row goes, as the channel calls do it. */
export async function removeMember(db: Queryable, chnSn: number, person: FhirTestUser): Promise<void> {
  await db.query('DELETE FROM channel_participants WHERE chn_sn = $1 AND user_id = $2', [
    chnSn,
    person.userId,
  ]);
}

export async function closeChannel(db: Queryable, chnSn: number): Promise<void> {
  await db.query('UPDATE channels SET closed_at = now() WHERE chn_sn = $1', [chnSn]);
}

/** The person's own channel (type 0001, made with the account). */
export async function myChannel(db: Queryable, person: FhirTestUser): Promise<number> {
  const [row] = await db.query<{ my_chn_sn: number }>('SELECT my_chn_sn FROM users WHERE user_id = $1', [
    person.userId,
  ]);
  if (!row) throw new Error(`no user ${person.userId}`);
  return row.my_chn_sn;
}

/** An uploaded image's row (the bytes do not matter to the feed); its imageId. */
export async function insertImage(
  db: Queryable,
  owner: FhirTestUser,
  purpose: 'board' | 'channelProfile' = 'board',
): Promise<string> {
  const imageId = randomUUID();
  await db.query(
    `INSERT INTO stored_images (image_id, owner_user_id, purpose, content_type, width, height, byte_size,
                                storage_key)
     VALUES ($1::uuid, $2, $3, 'image/jpeg', 800, 600, 1234, $4)`,
    [imageId, owner.userId, purpose, `test/${imageId}`],
  );
  return imageId;
}

let personCounter = 0;

/** A new person with no channels but their own. */
export const newPerson = (api: TestApp, prefix = 'feed') =>
  addFhirTestUser(api, `${prefix}${(personCounter += 1)}`);

/** A call of the feed API as `person`. */
export const feedCall = (
  api: TestApp,
  person: FhirTestUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> =>
  jsonCall(api, person ? { token: person.token } : null, method, url, payload);

/** A board post of `author` into `chnSns` through the API; the feedSn. */
export async function postBoard(
  api: TestApp,
  author: FhirTestUser,
  chnSns: readonly number[],
  feedCn = '오늘 산책했어요',
  imageIdList: readonly string[] = [],
): Promise<number> {
  const response = await feedCall(api, author, 'POST', '/api/feed', {
    chnSnList: chnSns,
    feedTitle: null,
    feedCn,
    feedBgCode: null,
    imageIdList,
  });
  if (response.statusCode !== 201) throw new Error(`posting failed: ${response.statusCode} ${response.body}`);
  const [first] = response.json<{ feedList: { feedSn: number }[] }>().feedList;
  if (!first) throw new Error('no post');
  return first.feedSn;
}

/** The person's notifications of `kind`, newest first. */
export async function notificationsOf(
  db: Queryable,
  person: FhirTestUser,
  kind: string,
): Promise<{ params: Record<string, string>; link: string | null; read: boolean }[]> {
  return db.query(
    `SELECT params, link, read_at IS NOT NULL AS read FROM notifications
      WHERE user_id = $1 AND kind = $2 ORDER BY noti_sn DESC`,
    [person.userId, kind],
  );
}
