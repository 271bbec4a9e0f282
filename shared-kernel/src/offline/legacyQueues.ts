import { translate } from '../i18n';
import { keepFirst, type NewCall } from './outbox';

// The old build kept each area's entries under a key of its own, followed by the user id (`mf-lifelog.pendingSaves.`
// + userId...), and each remote sent them itself. The entries are the same shapes the remotes keep in the outbox
// today (under the same kinds); only the calls they make are written here, as the remotes' `toCall` made them
// when the outbox came (e392ba1), so that an upgrade loses none. Frozen: nothing new is ever written there.

type Fields = Record<string, unknown>;
type LegacyCall = Omit<NewCall, 'kind' | 'entry'>;

const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isSerial = (value: unknown) => Number.isSafeInteger(value) && (value as number) > 0;

/** A translated text, or `fallback` while its namespace is not loaded (i18next echoes the key). */
function textOr(key: string, fallback: string): string {
  const text = translate(key);
  return text === key || key.endsWith(`:${text}`) ? fallback : text;
}

function lifelogCall(entry: Fields): LegacyCall | null {
  const { idempotencyKey, observation } = entry;
  if (typeof idempotencyKey !== 'string' || !isRecord(observation)) return null;
  if (observation.resourceType !== 'Observation') return null;
  const code = isRecord(observation.code) ? observation.code : {};
  const measuredAt = typeof observation.effectiveDateTime === 'string' ? observation.effectiveDateTime : '';
  return {
    method: 'POST',
    path: '/fhir/Observation',
    body: observation,
    headers: { 'Content-Type': 'application/fhir+json' },
    idempotencyKey,
    label: {
      key: 'lifelogRecords:pending.dropped',
      values: {
        type: typeof code.text === 'string' ? code.text : '',
        date: measuredAt.slice(0, 16).replace('T', ' '),
      },
    },
  };
}

function routineCall(entry: Fields): LegacyCall | null {
  const { kind, id, planDe, body, tkmdSn } = entry;
  if (!isSerial(id) || typeof planDe !== 'string' || !isRecord(body)) return null;
  const put = (path: string, sent: unknown): LegacyCall => ({
    method: 'PUT',
    path,
    body: sent,
    label: {
      key: 'routine:records.pending.dropped',
      values: { what: textOr(`routine:records.pending.kinds.${String(kind)}`, String(kind)), date: planDe },
    },
  });
  switch (kind) {
    case 'exercise':
      return put(`/api/routine/helthGoal/exrcise/dtls/${id}`, {
        exrciseExecutDtlsSn: id,
        exrciseAt: body.exrciseAt,
      });
    case 'noSmoking':
      return put(`/api/routine/helthGoal/nosmkng/dtls/${id}`, {
        nosmkngExecutDtlsSn: id,
        nosmkngAt: body.nosmkngAt,
      });
    case 'drinking':
      return isSerial(body.alchlExecutDtlsSn)
        ? put(`/api/routine/helthGoal/alchl/dtls/${body.alchlExecutDtlsSn}`, body)
        : null;
    case 'dose':
      return isSerial(tkmdSn)
        ? put(`/api/medication/plan/${tkmdSn}/${id}`, { tkmdSttusCode: body.tkmdSttusCode })
        : null;
    default:
      return null;
  }
}

function tickCall(entry: Fields): LegacyCall | null {
  const { tkmdSn, tkmdDtlsSn, tkmdNm, tkmdPlanDt, tkmdSttusCode } = entry;
  if (!isSerial(tkmdSn) || !isSerial(tkmdDtlsSn) || typeof tkmdNm !== 'string') return null;
  if (typeof tkmdPlanDt !== 'string' || typeof tkmdSttusCode !== 'string') return null;
  return {
    method: 'PUT',
    path: `/api/medication/plan/${tkmdSn}/${tkmdDtlsSn}`,
    body: { tkmdSttusCode },
    label: { key: 'medicine:pending.dropped', values: { name: tkmdNm, time: tkmdPlanDt.slice(11, 16) } },
  };
}

function postCall(entry: Fields): LegacyCall | null {
  const input = Object.fromEntries(Object.entries(entry).filter(([name]) => name !== 'createdAt'));
  if (!Array.isArray(input.chnSnList) || typeof input.feedCn !== 'string') return null;
  return {
    method: 'POST',
    path: '/api/feed',
    body: input,
    label: { key: 'feed:editor.keptRefused', values: { text: input.feedCn.slice(0, 40) } },
  };
}

function commentCall(entry: Fields): LegacyCall | null {
  const { feedSn, chnSn, comtCn, upperComtSn } = entry;
  if (!isSerial(feedSn) || !isSerial(chnSn) || typeof comtCn !== 'string') return null;
  return {
    method: 'POST',
    path: `/api/feed/${feedSn}/${chnSn}/comt`,
    body: { comtCn, upperComtSn: upperComtSn ?? null },
    label: { key: 'feed:comments.keptRefused', values: { text: comtCn.slice(0, 40) } },
  };
}

/** The old build's storage: key prefix (followed by the user id), the kind today, and the call of an entry. */
const legacyQueues: readonly { prefix: string; kind: string; callOf(entry: Fields): LegacyCall | null }[] = [
  { prefix: 'mf-lifelog.pendingSaves.', kind: 'mf-lifelog.pendingSaves', callOf: lifelogCall },
  { prefix: 'mf-routine.pendingSaves.', kind: 'mf-routine.pendingSaves', callOf: routineCall },
  { prefix: 'mf-medicine.pendingTicks.', kind: 'mf-medicine.pendingTicks', callOf: tickCall },
  { prefix: 'mf-channel.keptPosts.', kind: 'mf-channel.keptPosts', callOf: postCall },
  { prefix: 'mf-channel.keptComments.', kind: 'mf-channel.keptComments', callOf: commentCall },
];

function storedEntries(key: string): Fields[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isRecord) : [];
  } catch {
    return [];
  }
}

/**
 * Moves the entries the old build kept for `userId` under its per-area keys into the outbox, before the calls
 * kept since (they are older), each area's in its order; then removes every old key (another person's entries
 * went with their logout in the old build too). Done once: the old keys are gone after. The outbox service calls
 * it when it starts and at each login, before it sends.
 */
export function moveLegacyEntries(userId: string): void {
  const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
  const legacyKeys = keys.filter(
    (key): key is string => key !== null && legacyQueues.some(({ prefix }) => key.startsWith(prefix)),
  );
  if (legacyKeys.length === 0) return;
  const moved: NewCall[] = legacyQueues.flatMap(({ prefix, kind, callOf }) =>
    storedEntries(`${prefix}${userId}`).flatMap((entry) => {
      const call = callOf(entry);
      return call ? [{ ...call, kind, entry }] : [];
    }),
  );
  try {
    keepFirst(userId, moved);
  } catch {
    // Storage refused them (full): the old keys stay, and the next start tries again.
    return;
  }
  legacyKeys.forEach((key) => localStorage.removeItem(key));
}
