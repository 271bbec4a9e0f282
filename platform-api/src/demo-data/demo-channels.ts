// The demo family's channel "우리 가족", relative to the seeding day in Asia/Seoul and the same for the same day:
// `demo` made it a month ago and manages it, his mother and grandfather joined the next day; it requires them
// to share blood pressure and blood glucose. A month of posts follows (grandpa's pressure every few days, mom's
// fasting sugar weekly, demo's routine day, grandpa's week of medicine, two predictions, board posts with photos,
// the join messages), with comments, replies, likes and read marks; and an invitation waits for the number
// `demo-legacy` will give when completing the transfer (01023456785).
import {
  addDays,
  ageOn,
  calendarDateIn,
  channelTypeCodes,
  defaultTimeZone,
  feedActivityCodes,
  instantOfSeoulDateTime,
  invitationCodes,
  lifelogTypeCodes,
  type ActivityData,
  type FeedActivityCode,
  type ImagePurpose,
} from 'shared-kernel/isomorphic';
import type { ImageStore } from '../channels';
import type { Queryable } from '../platform/database/database';
import { drawDemoPhoto, type DemoPhotoScene } from './demo-channel-photos';
import { lifelogReader, medicationSummary, routineAchievement } from './demo-channel-records';
import { seededRandom, type SeededRandom } from './seeded-random';

export const demoChannelName = '우리 가족';
const manager = 'demo';
const mom = 'demo-mom';
const grandpa = 'demo-grandpa';
const family = [manager, mom, grandpa] as const;
/** The number demo-legacy is invited at: theirs once they add it on completing the transfer. */
export const demoLegacyInvitedNumber = '01023456785';
const inviteMessage = '할아버지 혈압이랑 어머니 혈당, 여기서 같이 챙겨요.';

/** A UUID (version 4 layout) from the seeded generator, so that the same day gives the same image ids. */
function seededUuid(random: SeededRandom): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random.next() * 16).toString(16));
  hex[12] = '4';
  hex[16] = (8 + Math.floor(random.next() * 4)).toString(16);
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

interface ImageRequest {
  ownerUserId: string;
  purpose: ImagePurpose;
  scene: DemoPhotoScene;
  width: number;
  height: number;
}

/** Draws the photo, keeps its bytes in the store and adds its stored_images row; returns its id. */
async function storeImage(
  db: Queryable,
  images: ImageStore,
  random: SeededRandom,
  request: ImageRequest,
  at: Date,
): Promise<string> {
  const imageId = seededUuid(random);
  const photo = await drawDemoPhoto(random, request.scene, request.width, request.height);
  const storageKey = `${imageId}.jpg`;
  await images.put(storageKey, photo.bytes, photo.contentType);
  await db.query(
    `INSERT INTO stored_images
       (image_id, owner_user_id, purpose, content_type, width, height, byte_size, storage_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      imageId,
      request.ownerUserId,
      request.purpose,
      photo.contentType,
      photo.width,
      photo.height,
      photo.bytes.length,
      storageKey,
      at,
    ],
  );
  return imageId;
}

interface PlannedComment {
  userId: string;
  text: string;
  replies?: { userId: string; text: string }[];
}

interface PlannedPost {
  /** Days before the seeding day, and the Seoul time of day. */
  daysAgo: number;
  time: string;
  /** The exact instant instead (a record shared a few minutes after it was measured). */
  at?: Date;
  userId: string;
  actCode: FeedActivityCode;
  title?: string;
  text?: string;
  bgCode?: string;
  actData?: ActivityData;
  photos?: { scene: DemoPhotoScene; count: number };
  comments?: PlannedComment[];
}

const boardPosts: PlannedPost[] = [
  {
    daysAgo: 29,
    time: '21:10',
    userId: manager,
    actCode: feedActivityCodes.board,
    title: '가족 채널을 만들었어요',
    text: '할아버지 혈압, 어머니 혈당 기록이 여기 올라와요. 서로 응원해요!',
    bgCode: '0003',
    comments: [
      { userId: mom, text: '좋다~ 자주 들어올게', replies: [{ userId: manager, text: '네 엄마 😊' }] },
      { userId: grandpa, text: '고맙다 민준아' },
    ],
  },
  {
    daysAgo: 21,
    time: '17:40',
    userId: mom,
    actCode: feedActivityCodes.board,
    title: '주말 산책',
    text: '올림픽공원 한 바퀴 돌았어요. 날씨가 정말 좋았어요.',
    photos: { scene: 'landscape', count: 2 },
    comments: [{ userId: grandpa, text: '다음엔 같이 가자' }],
  },
  {
    daysAgo: 12,
    time: '20:30',
    userId: manager,
    actCode: feedActivityCodes.board,
    title: '할아버지 생신 축하드려요',
    text: '온 가족이 모여서 저녁 먹었어요. 건강하게 오래오래 함께해요 🎂',
    photos: { scene: 'birthday', count: 3 },
    comments: [
      {
        userId: grandpa,
        text: '다들 와줘서 고맙다',
        replies: [
          { userId: mom, text: '아버님 생신 축하드려요' },
          { userId: manager, text: '내년에도 같이 해요!' },
        ],
      },
    ],
  },
  {
    daysAgo: 7,
    time: '09:15',
    userId: grandpa,
    actCode: feedActivityCodes.board,
    text: '약 잘 챙겨 먹고 있다. 걱정 마라.',
    bgCode: '0005',
    comments: [{ userId: manager, text: '할아버지 최고예요 👍' }],
  },
  {
    daysAgo: 3,
    time: '19:05',
    userId: mom,
    actCode: feedActivityCodes.board,
    title: '건강 반찬',
    text: '저염 식단으로 바꿔봤어요. 나물 위주로!',
    photos: { scene: 'meal', count: 1 },
    comments: [{ userId: manager, text: '맛있어 보여요' }],
  },
];

/** Grandpa's pressure every third day, mom's fasting sugar weekly, demo's own pressure twice. */
const lifelogPlan: { userId: string; typeKey: 'bloodPressure' | 'bloodGlucose'; daysAgo: number[] }[] = [
  { userId: grandpa, typeKey: 'bloodPressure', daysAgo: [29, 26, 23, 20, 17, 14, 11, 8, 5, 2] },
  { userId: mom, typeKey: 'bloodGlucose', daysAgo: [27, 20, 13, 6] },
  { userId: manager, typeKey: 'bloodPressure', daysAgo: [24, 10] },
];

const lifelogComments: PlannedComment[] = [
  { userId: manager, text: '혈압 많이 좋아지셨네요!' },
  { userId: mom, text: '아버님 꾸준히 재시는 거 보기 좋아요' },
];

async function activityPosts(db: Queryable, random: SeededRandom, today: string): Promise<PlannedPost[]> {
  const reader = await lifelogReader(db, random);
  const posts: PlannedPost[] = [];
  for (const { userId, typeKey, daysAgo } of lifelogPlan) {
    for (const [index, days] of daysAgo.entries()) {
      const actData = await reader.share(userId, typeKey, addDays(today, -days));
      const comment = userId === grandpa && index % 4 === 1 ? lifelogComments[(index >> 2) % 2] : undefined;
      const measuredAt = Date.parse(actData.effectiveDateTime);
      posts.push({
        daysAgo: days,
        time: '08:05',
        at: new Date(measuredAt + Math.round(random.between(3, 40)) * 60_000),
        userId,
        actCode: feedActivityCodes.lifelogRecord,
        actData,
        ...(comment ? { comments: [comment] } : {}),
      });
    }
  }
  const routine = await routineAchievement(db, manager, addDays(today, -28), addDays(today, -1));
  if (routine) {
    const days = Math.round((Date.parse(today) - Date.parse(routine.routhLapseDe)) / 86_400_000);
    posts.push({
      daysAgo: days,
      time: '22:00',
      userId: manager,
      actCode: feedActivityCodes.routineAchievement,
      actData: routine,
      comments: [{ userId: mom, text: '우리 아들 운동 열심히 하네' }],
    });
  }
  posts.push({
    daysAgo: 1,
    time: '21:00',
    userId: grandpa,
    actCode: feedActivityCodes.medicationSummary,
    actData: await medicationSummary(db, grandpa, addDays(today, -7), addDays(today, -1)),
    text: '이번 주 약 먹은 기록이다',
  });
  const predictDt = (days: number) => instantOfSeoulDateTime(`${addDays(today, -days)}T12:30`).toISOString();
  const demoAge = ageOn('1991-04-17', today) ?? 34;
  posts.push(
    {
      daysAgo: 15,
      time: '12:40',
      userId: manager,
      actCode: feedActivityCodes.aiBodyAge,
      actData: {
        actCode: '0006',
        predictionModel: '7',
        predictionId: seededUuid(random),
        value: demoAge + 3,
        unit: 'years',
        realAge: demoAge,
        severity: 'moderate',
        predictDt: predictDt(15),
      },
      text: '체중 조금 더 빼야겠어요',
    },
    {
      daysAgo: 9,
      time: '12:40',
      userId: mom,
      actCode: feedActivityCodes.aiDisease,
      actData: {
        actCode: '0008',
        predictionModel: '10',
        predictionId: seededUuid(random),
        value: 7.9,
        unit: 'percent',
        realAge: null,
        severity: 'moderate',
        predictDt: predictDt(9),
      },
    },
  );
  return posts;
}

function joinMessage(userNm: string, daysAgo: number, time: string, userId: string): PlannedPost {
  return {
    daysAgo,
    time,
    userId,
    actCode: feedActivityCodes.systemMessage,
    actData: { actCode: '0009', messageKey: 'joined', userNm },
  };
}

interface Context {
  db: Queryable;
  images: ImageStore;
  random: SeededRandom;
  today: string;
  now: Date;
  chnSn: number;
}

const instantOf = (today: string, daysAgo: number, time: string) =>
  instantOfSeoulDateTime(`${addDays(today, -daysAgo)}T${time}`);
const postedAt = (today: string, post: PlannedPost) => post.at ?? instantOf(today, post.daysAgo, post.time);

/** One post with its photos, comments (each a few minutes to hours later), likes and read marks. */
async function insertPost(context: Context, post: PlannedPost): Promise<void> {
  const { db, random, today, now, chnSn } = context;
  const at = postedAt(today, post);
  const imageIds: string[] = [];
  for (let index = 0; index < (post.photos?.count ?? 0); index += 1) {
    const scene = post.photos?.scene ?? 'landscape';
    const request = { ownerUserId: post.userId, purpose: 'board' as const, scene, width: 800, height: 600 };
    imageIds.push(await storeImage(db, context.images, random, request, at));
  }
  const [feed] = await db.query<{ feedSn: number }>(
    `INSERT INTO feeds (user_id, act_code, feed_title, feed_cn, feed_bg_code, act_data, image_ids, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::uuid[], $8) RETURNING feed_sn AS "feedSn"`,
    [
      post.userId,
      post.actCode,
      post.title ?? null,
      post.text ?? null,
      post.bgCode ?? null,
      post.actData ? JSON.stringify(post.actData) : null,
      imageIds,
      at,
    ],
  );
  const feedSn = feed?.feedSn;
  if (feedSn === undefined) throw new Error('the demo post was not stored');
  await db.query('INSERT INTO channel_feeds (feed_sn, chn_sn, created_at) VALUES ($1, $2, $3)', [
    feedSn,
    chnSn,
    at,
  ]);

  let minutesLater = 0;
  const later = () => {
    minutesLater += Math.round(random.between(5, 180));
    return new Date(Math.min(at.getTime() + minutesLater * 60_000, now.getTime()));
  };
  for (const comment of post.comments ?? []) {
    const [top] = await db.query<{ comtSn: number }>(
      `INSERT INTO feed_comments (feed_sn, chn_sn, user_id, comt_cn, created_at) VALUES ($1, $2, $3, $4, $5)
       RETURNING comt_sn AS "comtSn"`,
      [feedSn, chnSn, comment.userId, comment.text, later()],
    );
    for (const reply of comment.replies ?? []) {
      await db.query(
        `INSERT INTO feed_comments (feed_sn, chn_sn, upper_comt_sn, user_id, comt_cn, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [feedSn, chnSn, top?.comtSn, reply.userId, reply.text, later()],
      );
    }
  }
  if (post.actCode !== feedActivityCodes.systemMessage) {
    const likers = family.filter((userId) => userId !== post.userId && random.chance(0.7));
    for (const userId of likers)
      await db.query(
        'INSERT INTO feed_likes (feed_sn, chn_sn, user_id, created_at) VALUES ($1, $2, $3, $4)',
        [feedSn, chnSn, userId, later()],
      );
  }
  // Everyone has read what is older than two days; grandpa also misses some older ones.
  const readers = family.filter(
    (userId) => userId !== post.userId && post.daysAgo > 2 && (userId !== grandpa || random.chance(0.6)),
  );
  for (const userId of readers)
    await db.query(
      'INSERT INTO feed_user_states (feed_sn, chn_sn, user_id, read_at) VALUES ($1, $2, $3, $4)',
      [feedSn, chnSn, userId, later()],
    );
  await db.query(
    `UPDATE channel_feeds SET
       like_cnt = (SELECT count(*) FROM feed_likes WHERE feed_sn = $1 AND chn_sn = $2),
       comt_cnt = (SELECT count(*) FROM feed_comments WHERE feed_sn = $1 AND chn_sn = $2 AND deleted_at IS NULL)
     WHERE feed_sn = $1 AND chn_sn = $2`,
    [feedSn, chnSn],
  );
}

async function createChannel(db: Queryable, images: ImageStore, random: SeededRandom, today: string) {
  const createdAt = instantOf(today, 31, '20:00');
  const cover = { ownerUserId: manager, purpose: 'channelProfile' as const, scene: 'landscape' as const };
  const chnImageId = await storeImage(db, images, random, { ...cover, width: 320, height: 320 }, createdAt);
  const chnBgImageId = await storeImage(
    db,
    images,
    random,
    { ...cover, purpose: 'channelBackground', width: 960, height: 540 },
    createdAt,
  );
  const [channel] = await db.query<{ chnSn: number }>(
    `INSERT INTO channels (chn_type_code, chn_nm, chn_image_id, chn_bg_image_id, invite_mssage, req_lifelog_list,
                           created_at)
     VALUES ($1, $2, $3, $4, $5, $6::text[], $7) RETURNING chn_sn AS "chnSn"`,
    [
      channelTypeCodes.family,
      demoChannelName,
      chnImageId,
      chnBgImageId,
      inviteMessage,
      [lifelogTypeCodes.bloodPressure, lifelogTypeCodes.bloodGlucose],
      createdAt,
    ],
  );
  if (!channel) throw new Error('the demo channel was not stored');
  return { chnSn: channel.chnSn, createdAt };
}

/** demo as manager, mom and grandpa joined the next day; demo-legacy's number invited yesterday. */
async function addParticipants(db: Queryable, chnSn: number, today: string, createdAt: Date) {
  const joins: [string, Date][] = [
    [manager, createdAt],
    [mom, instantOf(today, 30, '08:30')],
    [grandpa, instantOf(today, 30, '10:20')],
  ];
  for (const [userId, joinedAt] of joins)
    await db.query(
      `INSERT INTO channel_participants
         (chn_sn, user_id, mphon_no, prtcpnt_sttus_code, mngr_at, invited_by, invite_mssage, created_at, joined_at,
          answered_at)
       SELECT $1, user_id, user_mphon_no, $2, $3, $4, $5, $6, $7, $8 FROM users WHERE user_id = $9`,
      [
        chnSn,
        invitationCodes.participate,
        userId === manager,
        userId === manager ? null : manager,
        userId === manager ? '' : inviteMessage,
        createdAt,
        joinedAt,
        userId === manager ? null : joinedAt,
        userId,
      ],
    );
  // Claimed at once if an account already has that number (the trigger only claims for accounts made later).
  await db.query(
    `INSERT INTO channel_participants
       (chn_sn, user_id, mphon_no, prtcpnt_sttus_code, invited_by, invite_mssage, created_at)
     VALUES ($1, (SELECT user_id FROM users WHERE user_mphon_no = $2 AND unregistered_at IS NULL LIMIT 1), $2, $3,
             $4, $5, $6)`,
    [
      chnSn,
      demoLegacyInvitedNumber,
      invitationCodes.invite,
      manager,
      inviteMessage,
      instantOf(today, 1, '19:30'),
    ],
  );
}

/** The family channel of demo, or null while it has not been seeded. */
export async function demoChannelSn(db: Queryable): Promise<number | null> {
  const [row] = await db.query<{ chnSn: number }>(
    `SELECT c.chn_sn AS "chnSn" FROM channels AS c JOIN channel_participants AS p ON p.chn_sn = c.chn_sn
     WHERE c.chn_type_code = $1 AND c.chn_nm = $2 AND p.user_id = $3 AND p.mngr_at
     ORDER BY c.chn_sn LIMIT 1`,
    [channelTypeCodes.family, demoChannelName, manager],
  );
  return row?.chnSn ?? null;
}

/**
 * The demo family's channel with a month of posts before `now`'s day (Asia/Seoul), when the family is there and
 * the channel is not yet; photos are drawn and kept in `images`.
 */
export async function seedDemoChannels(db: Queryable, images: ImageStore, now: Date): Promise<void> {
  const members = await db.query<{ userId: string; userNm: string }>(
    'SELECT user_id AS "userId", user_nm AS "userNm" FROM users WHERE user_id = ANY($1) AND unregistered_at IS NULL',
    [family],
  );
  if (members.length < family.length || (await demoChannelSn(db)) !== null) return;
  const nameOf = (userId: string) => members.find((member) => member.userId === userId)?.userNm ?? userId;
  const today = calendarDateIn(defaultTimeZone, now);
  const random = seededRandom(`channels:${today}`);

  const { chnSn, createdAt } = await createChannel(db, images, random, today);
  await addParticipants(db, chnSn, today, createdAt);
  const posts = [
    joinMessage(nameOf(mom), 30, '08:30', mom),
    joinMessage(nameOf(grandpa), 30, '10:20', grandpa),
    ...boardPosts,
    ...(await activityPosts(db, random, today)),
  ];
  // feed_sn grows with time (the feed's cursor): stored oldest first.
  const ordered = posts
    .map((post) => ({ post, at: postedAt(today, post).getTime() }))
    .sort((a, b) => a.at - b.at);
  const context = { db, images, random, today, now, chnSn };
  for (const { post } of ordered) await insertPost(context, post);
}
