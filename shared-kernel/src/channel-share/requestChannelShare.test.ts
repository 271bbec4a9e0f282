import { bus, EventPayloadError, type BusEvent } from '../bus';
import { requestChannelShare } from './requestChannelShare';

function published(share: () => void): BusEvent<'channel.share-requested'>[] {
  const received: BusEvent<'channel.share-requested'>[] = [];
  const subscription = bus.on('channel.share-requested').subscribe((event) => received.push(event));
  share();
  subscription.unsubscribe();
  return received;
}

describe('requestChannelShare', () => {
  it('publishes channel.share-requested with the activity code and the reference fields as texts', () => {
    const events = published(() =>
      requestChannelShare({ actCode: '0004', helthGoalSn: 12, routhLapseDe: '2026-03-10' }),
    );
    expect(events.map((event) => event.payload)).toEqual([
      { actCode: '0004', params: { helthGoalSn: '12', routhLapseDe: '2026-03-10' } },
    ]);
    expect(events[0]?.version).toBe(1);
  });

  it('leaves out a prediction id of null (the model’s latest result)', () => {
    const events = published(() =>
      requestChannelShare({ actCode: '0007', predictionModel: 'breast-cancer', predictionId: null }),
    );
    expect(events[0]?.payload).toEqual({ actCode: '0007', params: { predictionModel: 'breast-cancer' } });
  });

  it('is refused by the bus when a payload does not match the catalogue', () => {
    expect(() =>
      bus.publish('channel.share-requested', { actCode: 'share', params: { observationId: 'a' } }),
    ).toThrow(EventPayloadError);
  });
});
