import { parseAggregateParameters } from '../aggregates/aggregate-parameters';
import { checkStorableJson, fhirInputBounds, hasUnstorableCharacter } from './fhir-input-bounds';
import { validateBundle, validateObservation } from './fhir-validation';

const refusal = (code: string, field: string) => expect.objectContaining({ statusCode: 400, code, field });

describe('FHIR input bounds (checked by FHIR itself, whatever guards the app adds)', () => {
  it('finds NUL characters and lone surrogates, and takes a surrogate pair (an emoji)', () => {
    expect(['a\u0000b', '\ud800', 'x\udfff', '\udc00\ud800'].map(hasUnstorableCharacter)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['😀', '박서연', 'ស្រី', ''].map(hasUnstorableCharacter)).toEqual([false, false, false, false]);
  });

  it('refuses a NUL or a lone surrogate in any string or key with M1127, naming the FHIR path', () => {
    expect(() => checkStorableJson({ code: { coding: [{ code: 'a\u0000' }] } }, 'Observation')).toThrow(
      refusal('M1127', 'Observation.code.coding[0].code'),
    );
    expect(() => checkStorableJson({ note: [{ text: '\ud800' }] }, 'Observation')).toThrow(
      refusal('M1127', 'Observation.note[0].text'),
    );
    expect(() => checkStorableJson({ ['\u0000']: 1 }, 'Observation')).toThrow(
      refusal('M1127', 'Observation'),
    );
  });

  it('bounds indexed strings (codes, systems, identifier values) to fit an index row, others to 10,000 characters (M1128)', () => {
    const long = 'x'.repeat(fhirInputBounds.indexedStringLength + 1);
    expect(() => checkStorableJson({ code: { coding: [{ code: long }] } }, 'Observation')).toThrow(
      refusal('M1128', 'Observation.code.coding[0].code'),
    );
    expect(() => checkStorableJson({ identifier: [{ system: 'http://x', value: long }] }, 'O')).toThrow(
      refusal('M1128', 'O.identifier[0].value'),
    );
    expect(() => checkStorableJson({ note: [{ text: long }] }, 'O')).not.toThrow();
    expect(() => checkStorableJson({ note: [{ text: 'x'.repeat(10_001) }] }, 'O')).toThrow(
      refusal('M1128', 'O.note[0].text'),
    );
  });

  it('refuses numbers that are not finite or beyond 1e15, a meta over 4 KB and nesting over 32 levels (M1128)', () => {
    expect(() => checkStorableJson({ valueQuantity: { value: Infinity } }, 'O')).toThrow(
      refusal('M1128', 'O.valueQuantity.value'),
    );
    expect(() => checkStorableJson({ valueQuantity: { value: 1e308 } }, 'O')).toThrow(
      refusal('M1128', 'O.valueQuantity.value'),
    );
    expect(() => checkStorableJson({ meta: { source: 's'.repeat(5_000) } }, 'O')).toThrow(
      refusal('M1128', 'O.meta'),
    );
    let deep: unknown = 1;
    for (let level = 0; level < 40; level += 1) deep = [deep];
    expect(() => checkStorableJson(deep, 'O')).toThrow(expect.objectContaining({ code: 'M1128' }));
  });

  it('refuses the schema holes of an Observation: null or a number where an object belongs, meta not an object', () => {
    const base = {
      resourceType: 'Observation',
      status: 'final',
      code: { text: 'x' },
      subject: { reference: 'Patient/00000000-0000-4000-8000-000000000000' },
      effectiveDateTime: '2026-03-01T08:00:00+09:00',
    };
    expect(() => validateObservation(base)).not.toThrow();
    for (const [hole, field] of [
      [{ code: null }, 'Observation.code'],
      [{ identifier: [null] }, 'Observation.identifier[0]'],
      [{ component: [1, 2] }, 'Observation.component[0]'],
      [{ category: [null] }, 'Observation.category[0]'],
      [{ meta: 'm'.repeat(1_000) }, 'Observation.meta'],
      [{ effectiveDateTime: '2024-02-30T10:00:00Z' }, 'Observation.effectiveDateTime'],
    ] as const) {
      expect(() => validateObservation({ ...base, ...hole })).toThrow(
        expect.objectContaining({ statusCode: 400, field }),
      );
    }
  });

  it('refuses entry: [null] and NUL in a Bundle before any entry runs', () => {
    expect(() => validateBundle({ resourceType: 'Bundle', type: 'batch', entry: [null] })).toThrow(
      expect.objectContaining({ statusCode: 400, field: 'Bundle.entry[0]' }),
    );
    expect(() =>
      validateBundle({
        resourceType: 'Bundle',
        type: 'batch',
        entry: [{ request: { method: 'GET', url: '\u0000' } }],
      }),
    ).toThrow(refusal('M1127', 'Bundle.entry[0].request.url'));
  });

  it('keeps $aggregate codes away from the database with a NUL (the route checks the body first)', () => {
    const body = {
      resourceType: 'Parameters',
      parameter: [{ name: 'lifelog', part: [{ name: 'code', valueCoding: { code: '29463-7\u0000' } }] }],
    };
    expect(() => checkStorableJson(body, 'Parameters')).toThrow(
      refusal('M1127', 'Parameters.parameter[0].part[0].valueCoding.code'),
    );
    expect(() => parseAggregateParameters({ resourceType: 'Parameters' }, new Date())).toThrow();
  });
});
