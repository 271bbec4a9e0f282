/** @jest-environment jsdom */
import { dialogs, type OpenDialog } from '../dialogs';
import { session } from '../session';
import { demoUser, fakeApi, logIn, refusal, resetSession, type Reply } from '../testing/fakeApi';
import { keepImage, keptImage, keptImagePlaceholder } from './keptImages';
import { outbox, type NewCall } from './outbox';
import { startOutboxService, type OutboxService } from './outboxService';

// Issue 32.6: a photo post written offline waits in the outbox with its photos' bytes on the phone; back online
// the photos are uploaded first, each once, and the post then names them by the ids their uploads gave.

const userId = demoUser.userId;

let api: ReturnType<typeof fakeApi>;
let service: OutboxService | undefined;
let uploads: number;
/** Answers of the next uploads, in order (then each upload succeeds). */
let uploadAnswers: ('down' | 'tooLarge')[];
let openDialogs: readonly OpenDialog[] = [];
dialogs.state$.subscribe((open) => {
  openDialogs = open;
});

function upload(): Reply {
  const answer = uploadAnswers.shift();
  if (answer === 'down') return refusal(503, 'M0073', 'down');
  if (answer === 'tooLarge') return refusal(413, 'M0140', '사진이 너무 커요.');
  uploads += 1;
  return {
    status: 201,
    data: { imageId: `img-${uploads}`, url: `/api/files/images/img-${uploads}`, width: 10, height: 10 },
  };
}

const settle = async () => {
  for (let round = 0; round < 5; round += 1) {
    for (let step = 0; step < 20; step += 1) await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
};

beforeEach(() => {
  resetSession();
  logIn();
  uploads = 0;
  uploadAnswers = [];
  api = fakeApi()
    .on('POST /api/files/images', upload)
    .on('POST /api/feed', { status: 201, data: { feedList: [] } });
});

afterEach(() => {
  service?.stop();
  service = undefined;
  dialogs.closeAll();
});

const photo = (text: string) => new Blob([text], { type: 'image/png' });

/** A post already naming one uploaded photo, and two kept on the phone. */
async function keepPhotoPost(): Promise<[string, string]> {
  const first = await keepImage(userId, photo('first'));
  const second = await keepImage(userId, photo('second'));
  const call: NewCall = {
    method: 'POST',
    path: '/api/feed',
    body: {
      feedCn: '산책',
      imageIdList: ['img-0', keptImagePlaceholder(first), keptImagePlaceholder(second)],
    },
    images: [
      { key: first, purpose: 'board' },
      { key: second, purpose: 'board' },
    ],
    label: { key: 'feed:editor.keptRefused', values: { text: '산책' } },
    kind: 'test.photoPosts',
  };
  outbox.keep(userId, call);
  return [first, second];
}

describe('a kept photo post', () => {
  it('uploads its photos first, then posts naming them by their ids, and forgets their bytes', async () => {
    const keys = await keepPhotoPost();
    service = startOutboxService();
    await settle();

    expect(api.routes()).toEqual(['POST /api/files/images', 'POST /api/files/images', 'POST /api/feed']);
    expect(api.bodies('POST /api/feed')).toEqual([
      { feedCn: '산책', imageIdList: ['img-0', 'img-1', 'img-2'] },
    ]);
    expect(outbox.calls(userId)).toEqual([]);
    expect(await Promise.all(keys.map((key) => keptImage(userId, key)))).toEqual([undefined, undefined]);
  });

  it('uploads each photo once when an upload fails: the uploaded one stays named, the rest follow on the retry', async () => {
    const [first, second] = await keepPhotoPost();
    // The first photo goes up; the second meets a server failure.
    api.on('POST /api/files/images', () => (uploads === 1 ? refusal(503, 'M0073', 'down') : upload()));
    service = startOutboxService();
    await settle();

    const [waiting] = outbox.calls(userId);
    expect(waiting?.body).toEqual({
      feedCn: '산책',
      imageIdList: ['img-0', 'img-1', keptImagePlaceholder(second)],
    });
    expect(waiting?.images).toEqual([{ key: second, purpose: 'board' }]);
    expect(await keptImage(userId, first)).toBeUndefined();
    expect(await keptImage(userId, second)).toBeDefined();
    expect(api.routes()).not.toContain('POST /api/feed');

    api.on('POST /api/files/images', upload);
    await service.flush();

    expect(api.bodies('POST /api/feed')).toEqual([
      { feedCn: '산책', imageIdList: ['img-0', 'img-1', 'img-2'] },
    ]);
    expect(api.routes().filter((route) => route === 'POST /api/files/images')).toHaveLength(3);
  });

  it('is dropped with its bytes, and the person told, when the API refuses a photo (M0140)', async () => {
    uploadAnswers = ['tooLarge'];
    const keys = await keepPhotoPost();
    service = startOutboxService();
    await settle();

    expect(api.routes()).toEqual(['POST /api/files/images']);
    expect(outbox.calls(userId)).toEqual([]);
    expect(await Promise.all(keys.map((key) => keptImage(userId, key)))).toEqual([undefined, undefined]);
    expect(openDialogs.map((dialog) => dialog.kind)).toEqual(['alert']);
  });

  it('leaves the phone with its owner: logout forgets the bytes', async () => {
    const keys = await keepPhotoPost();
    session.clear();
    await settle();

    expect(await Promise.all(keys.map((key) => keptImage(userId, key)))).toEqual([undefined, undefined]);
  });

  it('gives another person nothing of the bytes kept for someone else', async () => {
    const key = await keepImage(userId, photo('mine'));

    expect(await keptImage('someone-else', key)).toBeUndefined();
    expect(await keptImage(userId, key)).toBeDefined();
  });
});
