import { bus, EventPayloadError, eventCatalog, type BusEvent, type EventPayloads } from './index';

describe('event bus', () => {
  it('delivers a published event with its type, payload and catalogue version', () => {
    const received: BusEvent<'session.changed'>[] = [];
    const subscription = bus.on('session.changed').subscribe((event) => received.push(event));

    bus.publish('session.changed', { loggedIn: true, userId: 'kim01' });
    subscription.unsubscribe();

    expect(received).toEqual([
      {
        type: 'session.changed',
        payload: { loggedIn: true, userId: 'kim01' },
        version: eventCatalog['session.changed'].version,
      },
    ]);
  });

  it('delivers to on(type) only the events of that type', () => {
    const received: string[] = [];
    const subscription = bus
      .on('language.changed')
      .subscribe((event) => received.push(event.payload.language));

    bus.publish('remote.load-failed', { remote: 'mf-ai', message: 'offline' });
    bus.publish('language.changed', { language: 'km' });
    subscription.unsubscribe();

    expect(received).toEqual(['km']);
  });

  it('rejects a payload with a wrong field type, naming the event type and the path', () => {
    const payload = { loggedIn: 'yes' } as unknown as EventPayloads['session.changed'];
    expect(() => bus.publish('session.changed', payload)).toThrow(
      new EventPayloadError('session.changed', '/loggedIn', 'must be boolean'),
    );
  });

  it('rejects a payload that misses a required field, naming the missing field', () => {
    const payload = { remote: 'mf-ai' } as unknown as EventPayloads['remote.load-failed'];
    expect(() => bus.publish('remote.load-failed', payload)).toThrow(
      'Event "remote.load-failed" has an invalid payload at /message',
    );
  });

  it('rejects a payload with a field the catalogue does not know (an older or newer shape)', () => {
    const payload = { language: 'en', region: 'US' } as unknown as EventPayloads['language.changed'];
    expect(() => bus.publish('language.changed', payload)).toThrow('at /region');
  });

  it('rejects a language outside ko, en and km', () => {
    const payload = { language: 'fr' } as unknown as EventPayloads['language.changed'];
    expect(() => bus.publish('language.changed', payload)).toThrow(EventPayloadError);
  });

  it('rejects an event type this kernel does not have', () => {
    const publishUntyped = bus.publish as (type: string, payload: unknown) => void;
    expect(() => publishUntyped('lifelog.deleted', {})).toThrow('Event "lifelog.deleted"');
  });

  it('does not deliver an event whose payload was rejected', () => {
    const listener = jest.fn();
    const subscription = bus.on('lifelog.refresh-requested').subscribe(listener);
    const payload = { lifelogTypeCode: 8 } as unknown as EventPayloads['lifelog.refresh-requested'];

    expect(() => bus.publish('lifelog.refresh-requested', payload)).toThrow('at /lifelogTypeCode');
    bus.publish('lifelog.refresh-requested', {});
    subscription.unsubscribe();

    expect(listener).toHaveBeenCalledTimes(1);
  });
});
