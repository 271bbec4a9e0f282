import { lifelogItemKeys, type LifelogItemKey } from '../lifelog-common';

export interface ItemChoice {
  readonly key: LifelogItemKey;
  readonly chosen: boolean;
}

/** Every card, the chosen ones first in their order, then the others in the catalogue's order. */
export function choicesFrom(chosen: readonly LifelogItemKey[]): ItemChoice[] {
  return [
    ...chosen.map((key) => ({ key, chosen: true })),
    ...lifelogItemKeys.filter((key) => !chosen.includes(key)).map((key) => ({ key, chosen: false })),
  ];
}

/** The list with the item at `index` swapped with its neighbour (`-1` up, `1` down); unchanged at an end. */
export function moveChoice(choices: readonly ItemChoice[], index: number, step: -1 | 1): ItemChoice[] {
  const target = index + step;
  const moved = choices[index];
  const neighbour = choices[target];
  if (!moved || !neighbour) return [...choices];
  const next = [...choices];
  next[target] = moved;
  next[index] = neighbour;
  return next;
}

export function chosenKeys(choices: readonly ItemChoice[]): LifelogItemKey[] {
  return choices.filter((choice) => choice.chosen).map((choice) => choice.key);
}
