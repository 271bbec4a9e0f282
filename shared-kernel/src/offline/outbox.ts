import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import { bus } from '../bus';
import type { ApiError } from '../http/errors';
import { imagePurposes } from '../isomorphic/channels/codes';
import { session } from '../session';
import { forgetKeptImages, keptImagePlaceholder, type KeptImageRef } from './keptImages';

/** The methods a kept call may have: creates, edits and deletes. */
export type QueuedMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What the person is told when the API refuses a kept call: an i18next key (`namespace:key`) whose text holds
 * `{{message}}`, the API's localized M-code message, and the values of its other placeholders, set when kept.
 */
export interface QueuedLabel {
  readonly key: string;
  readonly values?: Readonly<Record<string, string>>;
}

/** A call kept on this phone because the API could not take it: all it takes to send it later, from any page. */
export interface QueuedCall {
  /** Sent as `Idempotency-Key` with every attempt, so that the API makes the call's change once; made when kept. */
  readonly idempotencyKey: string;
  /** The person who made it; it is only ever sent with their login. */
  readonly userId: string;
  readonly method: QueuedMethod;
  /** The API path (and query), as `userApi` takes it: `/fhir/Observation`, `/api/feed`... */
  readonly path: string;
  readonly body?: unknown;
  /** Headers besides the key (e.g. `Content-Type: application/fhir+json`). */
  readonly headers?: Readonly<Record<string, string>>;
  readonly label: QueuedLabel;
  /** Who kept it (e.g. `mf-lifelog.pendingSaves`): that remote's view of the queue shows and replaces its own. */
  readonly kind: string;
  /** What the remote needs to show it while it waits (its own shape, checked by the remote). */
  readonly entry?: unknown;
  /** When it was kept (ISO date-time). */
  readonly createdAt: string;
  /**
   * Photos kept on this phone (see `keptImages`) that are uploaded before the call is sent, oldest first; each
   * upload puts the photo's id in the body in place of its `keptImagePlaceholder`.
   */
  readonly images?: readonly KeptImageRef[];
  /**
   * Set once a request of it has left, until an answer says the API wrote nothing (a server failure, too many
   * requests): till then the API may have made its change, so a create is never replaced nor dropped (a second
   * create would store it twice, a drop would leave it stored). What the person does with it meanwhile is its `followUp`.
   */
  readonly mayHaveLanded?: true;
  /** What the person made of this create while it may have landed: see `FollowUp`. */
  readonly followUp?: FollowUp;
}

/**
 * An edit or delete of a create that may have landed, sent after the create's answer: `call` changes what the
 * create made, `madeIdPlaceholder` in it standing for the id of its answer; if the create is refused (it made
 * nothing), `instead` is kept in its place (an edit: the create with the new values), and without it nothing.
 */
export interface FollowUp {
  readonly call: QueuedCall;
  readonly instead?: QueuedCall;
}

/** Stands for the id a create's answer gives in its follow-up (unchanged by `encodeURIComponent`). */
export const madeIdPlaceholder = '(made-id)';

/** What became of a kept call once sent: its answer, or the refusal that dropped it. */
export type OutboxResult =
  | { readonly outcome: 'sent'; readonly call: QueuedCall; readonly answer: unknown }
  | { readonly outcome: 'refused'; readonly call: QueuedCall; readonly error: ApiError };

const storageKeyPrefix = 'kernel.outbox.';
const storageKeyOf = (userId: string) => `${storageKeyPrefix}${userId}`;
const methods: readonly string[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

function isFollowUp(value: unknown): value is FollowUp {
  if (typeof value !== 'object' || value === null) return false;
  const { call, instead } = value as Record<string, unknown>;
  return isQueuedCall(call) && (instead === undefined || isQueuedCall(instead));
}

function isKeptImageRef(value: unknown): value is KeptImageRef {
  if (typeof value !== 'object' || value === null) return false;
  const { key, purpose } = value as Record<string, unknown>;
  return typeof key === 'string' && key !== '' && (imagePurposes as readonly unknown[]).includes(purpose);
}

function isLabel(value: unknown): value is QueuedLabel {
  if (typeof value !== 'object' || value === null) return false;
  const { key, values } = value as Record<string, unknown>;
  return (
    typeof key === 'string' &&
    (values === undefined ||
      (typeof values === 'object' &&
        values !== null &&
        Object.values(values).every((text) => typeof text === 'string')))
  );
}

/** Checks each stored call, since anything may have written storage. */
export function isQueuedCall(value: unknown): value is QueuedCall {
  if (typeof value !== 'object' || value === null) return false;
  const {
    idempotencyKey,
    userId,
    method,
    path,
    headers,
    label,
    kind,
    createdAt,
    images,
    mayHaveLanded,
    followUp,
  } = value as Record<string, unknown>;
  return (
    typeof idempotencyKey === 'string' &&
    idempotencyKey.length > 0 &&
    typeof userId === 'string' &&
    methods.includes(method as string) &&
    typeof path === 'string' &&
    path.startsWith('/') &&
    (headers === undefined || (typeof headers === 'object' && headers !== null)) &&
    isLabel(label) &&
    typeof kind === 'string' &&
    typeof createdAt === 'string' &&
    (images === undefined || (Array.isArray(images) && images.every(isKeptImageRef))) &&
    (mayHaveLanded === undefined || mayHaveLanded === true) &&
    (followUp === undefined || isFollowUp(followUp))
  );
}

function parse(text: string | null): QueuedCall[] {
  try {
    const stored: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(stored) ? stored.filter(isQueuedCall) : [];
  } catch {
    return [];
  }
}

/** A new idempotency key: random, so that two phones never make the same one. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

const listeners = new Set<() => void>();
const lastRead = new Map<string, { text: string | null; calls: readonly QueuedCall[] }>();
const results = new Subject<OutboxResult>();
const userIdNow = () => session.snapshot().userInfo?.userId ?? null;
const counts = new BehaviorSubject<number>(0);

/**
 * The ids the creates this page sent made, per person and create key: a form opened on a waiting create may save
 * after it went (and left the queue), and its edit must then change what it made.
 */
const madeIds = new Map<string, Map<string, string>>();

function calls(userId: string): readonly QueuedCall[] {
  const text = localStorage.getItem(storageKeyOf(userId));
  const last = lastRead.get(userId);
  if (last && last.text === text) return last.calls;
  const read = parse(text).filter((call) => call.userId === userId);
  lastRead.set(userId, { text, calls: read });
  return read;
}

function changed(): void {
  const userId = userIdNow();
  const count = userId ? calls(userId).length : 0;
  if (counts.value !== count) counts.next(count);
  listeners.forEach((listener) => listener());
}

function write(userId: string, next: readonly QueuedCall[]): void {
  if (next.length === 0) localStorage.removeItem(storageKeyOf(userId));
  else localStorage.setItem(storageKeyOf(userId), JSON.stringify(next));
  changed();
}

function removeWhere(userId: string, matches: (call: QueuedCall) => boolean): void {
  const all = calls(userId);
  const others = all.filter((call) => !matches(call));
  if (others.length !== all.length) write(userId, others);
}

function forget(keepUserId?: string): void {
  const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
  const forgotten = keys.filter(
    (key): key is string =>
      key !== null &&
      key.startsWith(storageKeyPrefix) &&
      (keepUserId === undefined || key !== storageKeyOf(keepUserId)),
  );
  forgotten.forEach((key) => localStorage.removeItem(key));
  [...madeIds.keys()].filter((userId) => userId !== keepUserId).forEach((userId) => madeIds.delete(userId));
  // The photos' bytes go with their calls; storage that cannot be read now holds nothing to send either.
  forgetKeptImages(keepUserId).catch(() => undefined);
  if (forgotten.length > 0) changed();
}

/** Notes what the create of `idempotencyKey` made, from its answer (a resource with its `id`); answers the id. */
export function noteMade(userId: string, idempotencyKey: string, answer: unknown): string | undefined {
  const id = typeof answer === 'object' && answer !== null ? (answer as { id?: unknown }).id : undefined;
  if (typeof id !== 'string' || id === '') return undefined;
  const made = madeIds.get(userId) ?? new Map<string, string>();
  madeIds.set(userId, made.set(idempotencyKey, id));
  return id;
}

/** The id of what the create of `idempotencyKey`, sent by this page, made. */
export function madeIdOf(userId: string, idempotencyKey: string): string | undefined {
  return madeIds.get(userId)?.get(idempotencyKey);
}

function withId(value: unknown, id: string): unknown {
  if (typeof value === 'string') return value.replaceAll(madeIdPlaceholder, id);
  if (Array.isArray(value)) return value.map((item) => withId(item, id));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, withId(item, id)]));
}

/** A follow-up's call for what its create made: `madeIdPlaceholder` becomes `id` in its path, body and entry. */
export function withMadeId(call: QueuedCall, id: string): QueuedCall {
  return {
    ...call,
    path: call.path.replaceAll(madeIdPlaceholder, encodeURIComponent(id)),
    ...(call.body === undefined ? {} : { body: withId(call.body, id) }),
    ...(call.entry === undefined ? {} : { entry: withId(call.entry, id) }),
  };
}

/**
 * The creates whose first request, the page's own (`sendOrKeep`), is on its way, per person and key, each with the
 * person's latest change of it meanwhile: with no answer yet there is neither a kept call to follow up nor an id
 * to change, so the change waits for the request's fate (see `keptQueue.keep`).
 */
const firstRequests = new Map<string, (() => void) | null>();
const firstRequestOf = (userId: string, idempotencyKey: string) => `${userId}\n${idempotencyKey}`;

/** Notes that the first request of the create of `idempotencyKey` has left. Kernel-only. */
export function startFirstRequest(userId: string, idempotencyKey: string): void {
  firstRequests.set(firstRequestOf(userId, idempotencyKey), null);
}

/** True while the first request of the create of `idempotencyKey` has no answer. Kernel-only. */
export function isFirstRequestOnItsWay(userId: string, idempotencyKey: string): boolean {
  return firstRequests.has(firstRequestOf(userId, idempotencyKey));
}

/** Makes `change` once the first request of `idempotencyKey` ends, in place of an earlier one. Kernel-only. */
export function afterFirstRequest(userId: string, idempotencyKey: string, change: () => void): void {
  firstRequests.set(firstRequestOf(userId, idempotencyKey), change);
}

/** Ends the first request of `idempotencyKey`: answers the change the person made meanwhile. Kernel-only. */
export function endFirstRequest(userId: string, idempotencyKey: string): (() => void) | null {
  const id = firstRequestOf(userId, idempotencyKey);
  const change = firstRequests.get(id) ?? null;
  firstRequests.delete(id);
  return change;
}

function withImage(value: unknown, placeholder: string, imageId: string | undefined): unknown {
  if (Array.isArray(value)) {
    return value
      .filter((item) => imageId !== undefined || item !== placeholder)
      .map((item) => withImage(item, placeholder, imageId));
  }
  if (value === placeholder) return imageId;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, item]) => [name, withImage(item, placeholder, imageId)]),
  );
}

/**
 * The call once its first kept photo is uploaded as `imageId`: the id in its body in place of the photo's
 * placeholder, and the photo no longer to upload. Without an id (the bytes are gone), the body leaves it out.
 */
export function withUploadedImage(call: QueuedCall, imageId: string | undefined): QueuedCall {
  const [image, ...rest] = call.images ?? [];
  if (!image) return call;
  const body = withImage(call.body, keptImagePlaceholder(image.key), imageId);
  return { ...call, body, images: rest.length > 0 ? rest : undefined };
}

/** Marks the person's call of `idempotencyKey` as possibly landed (see `QueuedCall.mayHaveLanded`). */
export function markMayHaveLanded(userId: string, idempotencyKey: string): void {
  const call = calls(userId).find((kept) => kept.idempotencyKey === idempotencyKey);
  if (call && !call.mayHaveLanded) replaceCall(userId, idempotencyKey, [{ ...call, mayHaveLanded: true }]);
}

/** Puts `by` in the place of the person's call of `idempotencyKey` (none: removes it); nothing if it is gone. */
export function replaceCall(userId: string, idempotencyKey: string, by: readonly QueuedCall[]): void {
  const all = calls(userId);
  const index = all.findIndex((call) => call.idempotencyKey === idempotencyKey);
  if (index >= 0) write(userId, [...all.slice(0, index), ...by, ...all.slice(index + 1)]);
}

/** The call as the outbox keeps it: everything but who made it and when, which `keep` adds. */
export type NewCall = Omit<QueuedCall, 'userId' | 'createdAt' | 'idempotencyKey'> & {
  readonly idempotencyKey?: string;
};

/** `call` as kept for `userId` now, under its key (a new one unless given). */
export function queuedCall(userId: string, call: NewCall): QueuedCall {
  return {
    ...call,
    idempotencyKey: call.idempotencyKey ?? newIdempotencyKey(),
    userId,
    createdAt: new Date().toISOString(),
  };
}

/**
 * Puts `moved` before the person's kept calls, oldest first, each when it was kept (its entry's `createdAt`, else
 * now) and under its key (a new one unless given): the old build's entries (see `legacyQueues.ts`). Kernel-only;
 * throws when storage refuses them.
 */
export function keepFirst(userId: string, moved: readonly NewCall[]): void {
  if (moved.length === 0) return;
  const now = new Date().toISOString();
  const movedCalls = moved.map((call): QueuedCall => {
    const createdAt = (call.entry as { createdAt?: unknown } | undefined)?.createdAt;
    return {
      ...call,
      idempotencyKey: call.idempotencyKey ?? newIdempotencyKey(),
      userId,
      createdAt: typeof createdAt === 'string' ? createdAt : now,
    };
  });
  write(userId, [...movedCalls, ...calls(userId)]);
}

/**
 * The app's one queue of kept API calls, oldest first, one list a person in localStorage. The kernel's outbox
 * service (started by the shell) sends them, from whichever page is open; everyone's are forgotten at logout:
 * health data leaves the phone with its owner's session.
 */
export const outbox = {
  /** The person's kept calls, oldest first; the same array while storage holds the same text. */
  calls,
  /**
   * Keeps `call` last for `userId`, after removing the kept calls `replaces` picks (only the latest value of a
   * thing counts); throws when storage refuses it. Answers the call as kept, with its idempotency key.
   */
  keep(userId: string, call: NewCall, replaces: (kept: QueuedCall) => boolean = () => false): QueuedCall {
    const kept = queuedCall(userId, call);
    write(userId, [...calls(userId).filter((other) => !replaces(other)), kept]);
    return kept;
  },
  /** Forgets the call of this key (sent, refused or overtaken). */
  remove(userId: string, idempotencyKey: string): void {
    removeWhere(userId, (call) => call.idempotencyKey === idempotencyKey);
  },
  removeWhere,
  /** Forgets the calls of every person but `keepUserId` (of everyone without it). */
  forget,
  /** Calls `listener` after every change of anyone's calls; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** How many calls of the logged-in person wait: now on subscribe, then every change. */
  count$: counts.asObservable() as Observable<number>,
  /** Every kept call sent or refused, with its answer or refusal. */
  results$: results.asObservable(),
  /** Tells `results$` (the outbox service does). */
  report(result: OutboxResult): void {
    results.next(result);
  },
};

bus.on('session.changed').subscribe(({ payload }) => {
  if (!payload.loggedIn) forget();
  else changed();
});

// A page opened with a session already stored counts that person's waiting calls from the start.
if (typeof localStorage !== 'undefined') changed();
