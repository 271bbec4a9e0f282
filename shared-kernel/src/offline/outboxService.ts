import { dialogs } from '../dialogs';
import { ApiError } from '../http/errors';
import { userApi } from '../http/userApi';
import { loadNamespaces, translate } from '../i18n';
import { session } from '../session';
import { uploadImage } from '../images/uploadImage';
import { dropKeptImage, keptImage } from './keptImages';
import { moveLegacyEntries } from './legacyQueues';
import {
  markMayHaveLanded,
  noteMade,
  outbox,
  replaceCall,
  withMadeId,
  withUploadedImage,
  type QueuedCall,
} from './outbox';
import { isRetryableFailure, wroteNothing } from './sending';

/** The first retry comes this long after a failed send; each failure doubles the wait, up to `maxRetryDelayMs`. */
export const firstRetryDelayMs = 5_000;
export const maxRetryDelayMs = 5 * 60_000;

/** The wait before the next try after `failures` failed sends in a row (5 s, 10 s, 20 s ... 5 min). */
export function retryDelayMs(failures: number): number {
  return Math.min(maxRetryDelayMs, firstRetryDelayMs * 2 ** Math.max(0, failures - 1));
}

const userIdNow = () => session.snapshot().userInfo?.userId ?? null;

async function send(call: QueuedCall): Promise<unknown> {
  const { data } = await userApi.request({
    method: call.method,
    url: call.path,
    ...(call.body === undefined ? {} : { data: call.body }),
    headers: { ...call.headers, 'Idempotency-Key': call.idempotencyKey },
  });
  return data;
}

/**
 * Uploads the call's kept photos one by one, each stored in the call's place once uploaded (a retry does not upload
 * it again) and its bytes then forgotten; answers the call ready to send. Rejects as an upload fails.
 */
async function uploadKeptImages(userId: string, call: QueuedCall): Promise<QueuedCall> {
  let ready = call;
  for (const image of call.images ?? []) {
    const bytes = await keptImage(userId, image.key);
    // Bytes gone while the call stayed (site storage cleared in part): the post goes without that photo.
    const imageId = bytes ? (await uploadImage(bytes, image.purpose)).imageId : undefined;
    const next = withUploadedImage(ready, imageId);
    replaceCall(userId, ready.idempotencyKey, [next]);
    ready = next;
    await dropKeptImage(image.key);
  }
  return ready;
}

/** Forgets the bytes of the photos a dropped call would have uploaded. */
function dropImagesOf(call: QueuedCall): void {
  for (const image of call.images ?? []) dropKeptImage(image.key).catch(() => undefined);
}

/** The namespace of a `namespace:key` label, loaded before the text is made (its remote may not be). */
async function tellRefusal(call: QueuedCall, error: ApiError): Promise<void> {
  const namespace = call.label.key.includes(':') ? call.label.key.split(':')[0] : undefined;
  if (namespace) {
    try {
      await loadNamespaces([namespace as Parameters<typeof loadNamespaces>[0][number]]);
    } catch {
      // Without its texts the key falls back as i18next does; the person still hears the API's message.
    }
  }
  await dialogs.alert({
    message: translate(call.label.key, { ...call.label.values, message: error.message }),
  });
}

type SendOutcome = 'empty' | 'retry' | 'stopped';

const keptCall = (userId: string, idempotencyKey: string): QueuedCall | undefined =>
  outbox.calls(userId).find((call) => call.idempotencyKey === idempotencyKey);

/** The call never made its change: what the person did with it meanwhile applies as if it had never left. */
function neverLanded(userId: string, idempotencyKey: string): void {
  const call = keptCall(userId, idempotencyKey);
  if (!call) return;
  const { followUp } = call;
  replaceCall(
    userId,
    idempotencyKey,
    followUp ? (followUp.instead ? [followUp.instead] : []) : [{ ...call, mayHaveLanded: undefined }],
  );
}

/** The call made its change: its follow-up (an edit or delete of what it made) takes its place. */
function landed(userId: string, sent: QueuedCall, answer: unknown): void {
  const madeId = sent.method === 'POST' ? noteMade(userId, sent.idempotencyKey, answer) : undefined;
  const followUp = keptCall(userId, sent.idempotencyKey)?.followUp;
  replaceCall(
    userId,
    sent.idempotencyKey,
    followUp && madeId !== undefined ? [withMadeId(followUp.call, madeId)] : [],
  );
  outbox.report({ outcome: 'sent', call: sent, answer });
}

/** The API refused the call (it made nothing): the person's edit of it since goes in its place. */
function refused(userId: string, sent: QueuedCall, error: ApiError): void {
  const followUp = keptCall(userId, sent.idempotencyKey)?.followUp;
  dropImagesOf(sent);
  replaceCall(userId, sent.idempotencyKey, followUp?.instead ? [followUp.instead] : []);
  outbox.report({ outcome: 'refused', call: sent, error });
  // Edited or dropped since, what was refused is no longer what the person wants: nothing to tell of it.
  if (!followUp) void tellRefusal(sent, error);
}

/**
 * Sends the person's calls oldest first, each under its own key, stopping at the first the API cannot take now
 * (`retry`): later calls may depend on it (an edit after its create), so the order holds. A call is marked as
 * possibly landed before its request leaves (see `QueuedCall.mayHaveLanded`).
 */
async function sendCalls(userId: string): Promise<SendOutcome> {
  for (;;) {
    if (userIdNow() !== userId) return 'stopped';
    // Nothing leaves a browser that knows it is offline; its `online` event brings the next try.
    if (!navigator.onLine) return 'retry';
    const [waiting] = outbox.calls(userId);
    if (waiting === undefined) return 'empty';
    let call = waiting;
    let answer: unknown;
    try {
      // A photo post's photos go first: its body then names them by the ids their uploads gave.
      if (call.images) call = await uploadKeptImages(userId, call);
      markMayHaveLanded(userId, call.idempotencyKey);
      answer = await send(call);
    } catch (error) {
      // A refused login ends the session during the call, and the calls go with it: nothing to tell.
      if (userIdNow() !== userId) return 'stopped';
      if (isRetryableFailure(error) || !(error instanceof ApiError)) {
        // Unless an earlier request of it got no answer, an answer that says nothing was written unlocks it.
        if (!call.mayHaveLanded && error instanceof ApiError && wroteNothing(error)) {
          neverLanded(userId, call.idempotencyKey);
        }
        return 'retry';
      }
      refused(userId, call, error);
      continue;
    }
    landed(userId, call, answer);
  }
}

export interface OutboxService {
  /** Sends now (one run at a time; a call during a run makes one more after it). */
  flush(): Promise<void>;
  /** Stops listening and retrying; kept calls stay. */
  stop(): void;
}

let running: OutboxService | null = null;

/**
 * Starts the app-wide sending of kept calls (the shell does, once): on start, on login, when the browser is back
 * online and after each new call kept, then after a failure again in 5 s, 10 s, 20 s ... up to every 5 min,
 * whichever page is open. Logout stops it (and the outbox forgets the calls). Starting again returns the running one.
 */
export function startOutboxService(): OutboxService {
  if (running) return running;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let run: Promise<void> | null = null;
  let wantedAgain = false;
  let stopped = false;

  const clearTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  async function runOnce(): Promise<void> {
    const userId = userIdNow();
    if (!userId || stopped) return;
    const outcome = await sendCalls(userId);
    if (outcome === 'retry') {
      failures += 1;
      clearTimer();
      if (!stopped) timer = setTimeout(() => void flush(), retryDelayMs(failures));
    } else {
      failures = 0;
      clearTimer();
    }
  }

  function flush(): Promise<void> {
    if (run) {
      wantedAgain = true;
      return run;
    }
    run = (async () => {
      do {
        wantedAgain = false;
        await runOnce();
      } while (wantedAgain && !stopped);
    })().finally(() => {
      run = null;
    });
    return run;
  }

  /** A reason to try now (online, login, a new call): the backoff starts over. */
  const tryNow = () => {
    failures = 0;
    clearTimer();
    void flush();
  };

  let lastCount = 0;
  const countSubscription = outbox.count$.subscribe((count) => {
    // A call newly kept (the count went up) is tried at once: the connection may be back already.
    const grew = count > lastCount;
    lastCount = count;
    if (grew && timer === undefined && !run) timer = setTimeout(() => void flush(), firstRetryDelayMs);
  });
  let lastUserId = userIdNow();
  const loginSubscription = session.changes$.subscribe(() => {
    const userId = userIdNow();
    if (userId === lastUserId) return;
    lastUserId = userId;
    if (userId) {
      // Another person's calls, kept before a logout this page did not see, never stay beside this one's.
      outbox.forget(userId);
      moveLegacyEntries(userId);
      tryNow();
    } else {
      clearTimer();
      failures = 0;
    }
  });
  window.addEventListener('online', tryNow);

  const service: OutboxService = {
    flush,
    stop() {
      stopped = true;
      clearTimer();
      countSubscription.unsubscribe();
      loginSubscription.unsubscribe();
      window.removeEventListener('online', tryNow);
      running = null;
    },
  };
  running = service;
  if (lastUserId) {
    outbox.forget(lastUserId);
    moveLegacyEntries(lastUserId);
    void flush();
  }
  return service;
}
