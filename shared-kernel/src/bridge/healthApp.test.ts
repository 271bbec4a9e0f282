/** @jest-environment jsdom */
import { nativeResultCodes } from '../isomorphic/codes';
import { createBridge, type BridgeRequest } from './index';

const steps = {
  lifelogTypeKey: 'step',
  values: { stepCount: 812 },
  effectiveDateTime: '2026-03-02T09:00:00+09:00',
  effectiveEnd: '2026-03-02T10:00:00+09:00',
  sourceId: 'gf-steps-1',
};
const pressure = {
  lifelogTypeKey: 'bloodPressure',
  values: { sbp: 128, dbp: 84 },
  effectiveDateTime: '2026-03-02T07:30:00Z',
  sourceId: 'gf-bp-1',
};
const glucose = {
  lifelogTypeKey: 'bloodGlucose',
  values: { bloodSugarLevel: 104.5 },
  effectiveDateTime: '2026-03-02T07:40:00+09:00',
  measurementTime: '80001',
  effectiveEnd: null,
  sourceId: 'gf-glu-1',
};

/** Connects through a fake Android host that answers with `data`. */
async function connectAnswering(data: unknown) {
  const postMessage = jest.fn<void, [string]>();
  window.FamilyHealthAndroid = { postMessage };
  const bridge = createBridge({ logger: { warn: jest.fn(), error: jest.fn() } });
  const result = bridge.call('connectHealthApp', { deviceTypeCode: '0001' });
  const request = JSON.parse(postMessage.mock.calls[0]?.[0] ?? '{}') as BridgeRequest;
  window.familyHealthBridge?.receive({ id: request.id, resultCode: nativeResultCodes.SUCCESS, data });
  return result;
}

afterEach(() => {
  delete window.FamilyHealthAndroid;
});

describe('connectHealthApp answer', () => {
  it('hands over the records of the protocol, none skipped', async () => {
    await expect(connectAnswering({ records: [steps, pressure, glucose] })).resolves.toEqual({
      resultCode: nativeResultCodes.SUCCESS,
      data: { records: [steps, pressure, glucose], skippedRecords: 0 },
    });
  });

  it.each([
    ['an unknown type', { ...steps, lifelogTypeKey: 'mood' }],
    ['a value that is not a number', { ...steps, values: { stepCount: '812' } }],
    ['a value name of another type', { ...steps, values: { heartRate: 70 } }],
    ['a missing value of a panel', { ...pressure, values: { sbp: 128 } }],
    ['an extra value', { ...pressure, values: { sbp: 128, dbp: 84, pulse: 70 } }],
    ['a date-time without its offset', { ...steps, effectiveDateTime: '2026-03-02T09:00:00' }],
    ['a date without time', { ...steps, effectiveDateTime: '2026-03-02' }],
    ['an empty source id', { ...steps, sourceId: '' }],
    ['no source id', { ...pressure, sourceId: undefined }],
    ['an unknown measurement time', { ...glucose, measurementTime: '99999' }],
    ['something that is not a record', 'steps'],
  ])('skips and counts a record with %s, keeping the others', async (_problem, badRecord) => {
    await expect(connectAnswering({ records: [steps, badRecord, pressure] })).resolves.toEqual({
      resultCode: nativeResultCodes.SUCCESS,
      data: { records: [steps, pressure], skippedRecords: 1 },
    });
  });

  it('treats an answer without a list of records as UNKNOWN', async () => {
    await expect(connectAnswering(undefined)).resolves.toEqual({ resultCode: nativeResultCodes.UNKNOWN });
    await expect(connectAnswering({ records: steps })).resolves.toEqual({
      resultCode: nativeResultCodes.UNKNOWN,
    });
  });
});
