import { useLoad } from 'shared-kernel';
import { searchCheckups } from '../lifelog-common';
import { readCheckup, type Checkup } from './checkupReport';

/** The query parameter naming the checkup shown; the latest when absent. */
export const checkupParam = 'checkupId';

/** How many checkups the history goes back. */
const historyLength = 20;

async function fetchCheckups(): Promise<Checkup[]> {
  return (await searchCheckups({ count: historyLength })).map(readCheckup);
}

/** The person's checkups, newest first. */
export function useCheckups() {
  return useLoad(fetchCheckups);
}

/** The checkup with this id, else the latest. */
export function checkupById(checkups: readonly Checkup[], id: string | null): Checkup | undefined {
  return checkups.find((checkup) => checkup.id === id) ?? checkups[0];
}
