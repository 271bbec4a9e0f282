import type { Observation } from 'fhir/r4';
import { buildLifelogObservation } from 'shared-kernel/isomorphic';
import { validateBundle, validateObservation } from './fhir-validation';

const weight = (): Observation =>
  buildLifelogObservation({
    typeKey: 'weight',
    subjectId: '7d5e1c8a-3f2b-4e6a-9c1d-2b8f4a6e0c11',
    values: { weight: 70.5 },
    effectiveDateTime: '2026-03-01T08:00:00+09:00',
  });

const fieldOf = (validate: () => unknown) => {
  try {
    validate();
  } catch (error) {
    return (error as { field?: string }).field;
  }
  return 'valid';
};

describe('FHIR validation', () => {
  it('accepts a life-log record built by the kernel', () => {
    expect(validateObservation(weight())).toEqual(weight());
  });

  it('checks a contained resource against its own type', () => {
    const withContained = {
      ...weight(),
      contained: [{ resourceType: 'Device', id: 'scale', deviceName: [{ name: 'scale', type: 'weighing' }] }],
    };

    expect(fieldOf(() => validateObservation(withContained))).toBe(
      'Observation.contained[0].deviceName[0].type',
    );
    expect(
      fieldOf(() => validateObservation({ ...withContained, contained: [{ resourceType: 'Device' }] })),
    ).toBe('valid');
  });

  it("refuses Medplum's own resource types, which are not R4", () => {
    const withBot = { ...weight(), contained: [{ resourceType: 'Bot', name: 'x' }] };

    expect(fieldOf(() => validateObservation(withBot))).toBe('Observation.contained[0].resourceType');
  });

  it('names the path under the prefix it is given (an entry of a bundle)', () => {
    expect(
      fieldOf(() => validateObservation({ ...weight(), issued: 'yesterday' }, 'Bundle.entry[3].resource')),
    ).toBe('Bundle.entry[3].resource.issued');
  });

  it('checks a bundle without its entries’ resources, which are checked one by one later', () => {
    const bundle = {
      resourceType: 'Bundle',
      type: 'batch',
      entry: [
        {
          resource: { resourceType: 'Observation', wrong: true },
          request: { method: 'POST', url: 'Observation' },
        },
      ],
    };

    expect(fieldOf(() => validateBundle(bundle))).toBe('valid');
    expect(
      fieldOf(() => validateBundle({ ...bundle, entry: [{ request: { method: 'FETCH', url: 'x' } }] })),
    ).toBe('Bundle.entry[0].request.method');
  });
});
