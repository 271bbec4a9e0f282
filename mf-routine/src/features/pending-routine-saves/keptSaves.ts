import { createKeptQueue } from 'shared-kernel';
import type { DoseStatusInput, DrinkingEntry, ExerciseCheck, NoSmokingEntry } from 'shared-kernel/isomorphic';
import type { DetailKind } from '../routine-common/dashboard';

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

/**
 * The routine entries each person kept on this phone; forgotten at logout. An entry replaces an older one of
 * the same detail, since only the latest value counts.
 */
export const keptSaves = createKeptQueue<KeptSave>({
  storageKeyPrefix: 'mf-routine.pendingSaves.',
  isEntry: isKeptSave,
  replaces: sameDetail,
});
