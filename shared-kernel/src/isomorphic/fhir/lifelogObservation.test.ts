import {
  buildAggregateParameters,
  buildLifelogObservation,
  lifelogCodeToken,
  lifelogTypeFromParam,
  lifelogTypeParam,
  readAggregateBuckets,
  readLifelogRecord,
  readRecentRecords,
  subjectIdOf,
  type LifelogRecord,
} from '..';

const subjectId = '7d5e1c8a-3f2b-4e6a-9c1d-2b8f4a6e0c11';

describe('life-log records as FHIR Observations', () => {
  it('codes blood pressure as the LOINC panel 85354-9 with systolic 8480-6 and diastolic 8462-4 in mm[Hg]', () => {
    const observation = buildLifelogObservation({
      typeKey: 'bloodPressure',
      subjectId,
      values: { sbp: 130, dbp: 85 },
      effectiveDateTime: '2026-03-01T08:00:00+09:00',
    });
    expect(observation.code.coding?.[0]).toMatchObject({ system: 'http://loinc.org', code: '85354-9' });
    expect(observation.category?.[0]?.coding?.[0]?.code).toBe('vital-signs');
    expect(observation.subject?.reference).toBe(`Patient/${subjectId}`);
    expect(observation.valueQuantity).toBeUndefined();
    expect(observation.component).toEqual([
      expect.objectContaining({
        code: expect.objectContaining({ coding: [expect.objectContaining({ code: '8480-6' })] }),
        valueQuantity: { value: 130, unit: 'mmHg', system: 'http://unitsofmeasure.org', code: 'mm[Hg]' },
      }),
      expect.objectContaining({
        code: expect.objectContaining({ coding: [expect.objectContaining({ code: '8462-4' })] }),
        valueQuantity: expect.objectContaining({ value: 85, code: 'mm[Hg]' }),
      }),
    ]);
  });

  it.each<LifelogRecord>([
    {
      typeKey: 'weight',
      subjectId,
      values: { weight: 72.4 },
      effectiveDateTime: '2026-03-01T07:00:00+09:00',
    },
    {
      typeKey: 'bloodGlucose',
      subjectId,
      values: { bloodSugarLevel: 104 },
      measurementTime: '80001',
      effectiveDateTime: '2026-03-01T07:00:00+09:00',
    },
    {
      typeKey: 'step',
      subjectId,
      values: { stepCount: 812 },
      effectiveDateTime: '2026-03-01T09:00:00+09:00',
      effectiveEnd: '2026-03-01T10:00:00+09:00',
      identifier: { system: 'https://fhir.family-health.app/health-app/0001', value: 'abc-1' },
    },
    {
      id: 'obs-1',
      typeKey: 'meal',
      subjectId,
      values: { waterIntake: 250 },
      effectiveDateTime: '2026-03-01T12:00:00+09:00',
    },
  ])('reads back the $typeKey record it built', (record) => {
    expect(readLifelogRecord(buildLifelogObservation(record))).toEqual(record);
  });

  it('does not take an Observation outside the catalogue for a life-log record', () => {
    expect(
      readLifelogRecord({
        resourceType: 'Observation',
        status: 'final',
        code: { coding: [{ system: 'http://loinc.org', code: '8310-5' }] },
        subject: { reference: `Patient/${subjectId}` },
        effectiveDateTime: '2026-03-01T07:00:00+09:00',
        valueQuantity: { value: 36.6 },
      }),
    ).toBeNull();
  });

  it('takes only Patient references as a subject', () => {
    expect(subjectIdOf(`Patient/${subjectId}`)).toBe(subjectId);
    expect(subjectIdOf(`Group/${subjectId}`)).toBeNull();
    expect(subjectIdOf(undefined)).toBeNull();
  });

  it('names a type in a URL by its code 0008-0019 and accepts its key too', () => {
    expect(lifelogTypeParam('step')).toBe('0008');
    expect(lifelogTypeParam('bloodPressure')).toBe('0017');
    expect(lifelogTypeParam('hdlCholesterol')).toBe('hdlCholesterol');
    expect(lifelogTypeFromParam('0017')).toBe('bloodPressure');
    expect(lifelogTypeFromParam('hdlCholesterol')).toBe('hdlCholesterol');
    expect(lifelogTypeFromParam('0020')).toBeNull();
    expect(lifelogCodeToken('weight')).toBe('http://loinc.org|29463-7');
  });
});

describe('$aggregate parameters', () => {
  it('asks a year of monthly averages of systolic pressure as a component of the panel', () => {
    const parameters = buildAggregateParameters({
      type: 'month',
      code: { system: 'http://loinc.org', code: '8480-6' },
      upperCode: { system: 'http://loinc.org', code: '85354-9' },
      aggregation: 'average',
      period: { start: '2026-01-01T00:00:00+09:00', end: '2027-01-01T00:00:00+09:00' },
    });
    const parts = parameters.parameter?.[0]?.part ?? [];
    expect(parameters.parameter?.[0]?.name).toBe('lifelog');
    expect(Object.fromEntries(parts.map((part) => [part.name, part]))).toMatchObject({
      type: { valueCode: 'month' },
      code: { valueCoding: { code: '8480-6' } },
      upperCode: { valueCoding: { code: '85354-9' } },
      aggregation: { valueCode: 'average' },
      period: { valuePeriod: { start: '2026-01-01T00:00:00+09:00' } },
    });
  });

  it('reads buckets and recent records from the answers', () => {
    expect(
      readAggregateBuckets({
        resourceType: 'Parameters',
        parameter: [
          {
            name: 'bucket',
            part: [
              { name: 'start', valueDateTime: '2026-03-01T00:00:00+09:00' },
              { name: 'end', valueDateTime: '2026-03-02T00:00:00+09:00' },
              { name: 'value', valueDecimal: 8123 },
              { name: 'count', valueInteger: 14 },
            ],
          },
          { name: 'bucket', part: [{ name: 'start', valueDateTime: '2026-03-02T00:00:00+09:00' }] },
        ],
      }),
    ).toEqual([
      { start: '2026-03-01T00:00:00+09:00', end: '2026-03-02T00:00:00+09:00', value: 8123, count: 14 },
    ]);
    const record = buildLifelogObservation({
      typeKey: 'weight',
      subjectId,
      values: { weight: 70 },
      effectiveDateTime: '2026-03-01T07:00:00+09:00',
    });
    expect(
      readRecentRecords({
        resourceType: 'Parameters',
        parameter: [
          { name: 'total', valueInteger: 31 },
          { name: 'record', resource: record },
        ],
      }),
    ).toEqual({ total: 31, records: [record] });
  });
});
