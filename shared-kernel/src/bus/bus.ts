import type { ErrorObject, ValidateFunction } from 'ajv';
import { Subject, filter, type Observable } from 'rxjs';
import payloadValidators from '../generated/bus';
import { eventCatalog, type EventPayloads, type EventType } from './events';

export interface BusEvent<T extends EventType = EventType> {
  type: T;
  payload: EventPayloads[T];
  version: number;
}

/** A publish whose type is unknown to this kernel or whose payload does not match the catalogue. */
export class EventPayloadError extends Error {
  override readonly name = 'EventPayloadError';

  constructor(
    readonly type: string,
    readonly path: string,
    problem: string,
  ) {
    super(`Event "${type}" has an invalid payload at ${path || '/'}: ${problem}`);
  }
}

const events = new Subject<BusEvent>();

function failingPath(error: ErrorObject): string {
  const { missingProperty, additionalProperty } = error.params as Record<string, unknown>;
  const property = missingProperty ?? additionalProperty;
  return typeof property === 'string' ? `${error.instancePath}/${property}` : error.instancePath;
}

/** A remote built against another kernel may publish a type this one does not have. */
function validatorOf(type: string): ValidateFunction | undefined {
  return Object.hasOwn(payloadValidators, type) ? payloadValidators[type as EventType] : undefined;
}

function publish<T extends EventType>(type: T, payload: EventPayloads[T]): void {
  const validate = validatorOf(type);
  if (!validate) {
    throw new EventPayloadError(type, '', 'this kernel has no such event type');
  }
  if (!validate(payload)) {
    const error = validate.errors?.[0];
    throw new EventPayloadError(type, error ? failingPath(error) : '', error?.message ?? 'invalid');
  }
  events.next({ type, payload, version: eventCatalog[type].version });
}

function on<T extends EventType>(type: T): Observable<BusEvent<T>> {
  return events.pipe(filter((event): event is BusEvent<T> => event.type === type));
}

/** The app-wide event bus (one per app, since the kernel is a Module Federation singleton). */
export const bus = { publish, on };
