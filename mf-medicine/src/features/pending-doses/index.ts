// Doses ticked on this phone while the API cannot take them, and sent once it can.
export { PendingTicks } from './PendingTicks';
export { tickOrKeep, subscribeToTickEvents, type TickEvent } from './sending';
export { keptTicks, type DoseTick, type KeptTick } from './keptDoses';
