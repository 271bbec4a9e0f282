import { createKeptQueue, currentLanguage, translate, type CallOf } from 'shared-kernel';
import type { DoseStatusInput, DrinkingEntry, ExerciseCheck, NoSmokingEntry } from 'shared-kernel/isomorphic';
import type { DetailKind } from '../routine-common/dashboard';
import { dayLabel } from '../routine-common/dates';

/**
 * A routine entry as it is sent: the detail it sets, its day, and the body of its PUT. A dose (`id` its
 * tkmdDtlsSn) also carries its plan, which names it in the path.
 */
export type RoutineSave =
  | { kind: 'exercise'; id: number; planDe: string; body: ExerciseCheck }
  | { kind: 'noSmoking'; id: number; planDe: string; body: NoSmokingEntry }
  | { kind: 'drinking'; id: number; planDe: string; body: DrinkingEntry }
  | { kind: 'dose'; id: number; tkmdSn: number; planDe: string; body: DoseStatusInput };

/** An entry kept on this phone because the API could not take it, with when it was kept (ISO date-time). */
export type KeptSave = RoutineSave & { readonly createdAt: string };

const kinds: readonly DetailKind[] = ['exercise', 'noSmoking', 'drinking', 'dose'];

function isKeptSave(value: unknown): value is KeptSave {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, id, planDe, body, createdAt, tkmdSn } = value as Record<string, unknown>;
  return (
    kinds.includes(kind as DetailKind) &&
    (kind !== 'dose' || typeof tkmdSn === 'number') &&
    typeof id === 'number' &&
    typeof planDe === 'string' &&
    typeof createdAt === 'string' &&
    typeof body === 'object' &&
    body !== null
  );
}

/** True when both set the same detail. */
export const sameDetail = (a: RoutineSave, b: RoutineSave) => a.kind === b.kind && a.id === b.id;

/** The PUT that sets an entry's detail, as `routineApi` and `medicationApi` make it. */
function requestOf(save: RoutineSave): Pick<CallOf, 'path' | 'body'> {
  switch (save.kind) {
    case 'exercise':
      return {
        path: `/api/routine/helthGoal/exrcise/dtls/${save.id}`,
        body: { exrciseExecutDtlsSn: save.id, exrciseAt: save.body.exrciseAt },
      };
    case 'noSmoking':
      return {
        path: `/api/routine/helthGoal/nosmkng/dtls/${save.id}`,
        body: { nosmkngExecutDtlsSn: save.id, nosmkngAt: save.body.nosmkngAt },
      };
    case 'drinking':
      return { path: `/api/routine/helthGoal/alchl/dtls/${save.body.alchlExecutDtlsSn}`, body: save.body };
    case 'dose':
      return {
        path: `/api/medication/plan/${save.tkmdSn}/${save.id}`,
        body: { tkmdSttusCode: save.body.tkmdSttusCode },
      };
  }
}

/**
 * The routine entries each person kept on this phone, in the app's outbox as the PUTs that set them (sent by the
 * kernel's outbox service from any page); forgotten at logout. An entry replaces an older one of the same
 * detail, since only the latest value counts.
 */
export const keptSaves = createKeptQueue<KeptSave>({
  kind: 'mf-routine.pendingSaves',
  isEntry: isKeptSave,
  toCall: (save) => ({
    method: 'PUT',
    ...requestOf(save),
    label: {
      key: 'routine:records.pending.dropped',
      values: {
        what: translate(`routine:records.pending.kinds.${save.kind}`),
        date: dayLabel(currentLanguage(), save.planDe),
      },
    },
  }),
  replaces: sameDetail,
});
