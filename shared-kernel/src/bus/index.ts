export { bus, EventPayloadError } from './bus';
export type { BusEvent } from './bus';
export { eventCatalog } from './events';
export type { EventPayloads, EventType } from './events';
