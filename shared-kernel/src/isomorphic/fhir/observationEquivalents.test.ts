import type { Observation } from 'fhir/r4';
import { fhirSystems, lifelogCodes } from './codings';
import { buildLifelogObservation } from './lifelogObservation';
import { observationEquivalents, toCatalogueObservation } from './observationEquivalents';

const subjectId = '7d3c2a4e-0000-4000-8000-000000000001';

function observationOf(code: string, value: number, unit: string): Observation {
  return {
    resourceType: 'Observation',
    status: 'final',
    code: { coding: [{ system: fhirSystems.loinc, code }] },
    subject: { reference: `Patient/${subjectId}` },
    effectiveDateTime: '2026-03-01T08:00:00+09:00',
    valueQuantity: { value, system: fhirSystems.ucum, code: unit },
  };
}

describe('equivalent codes of the catalogue (issue 31)', () => {
  it.each([
    ['2339-0', 104, 'mg/dL', 104],
    ['2345-7', 104, 'mg/dL', 104],
    ['15074-8', 5.5, 'mmol/L', 99.1],
    ['14749-6', 6.1, 'mmol/L', 109.9],
  ])('reads glucose %s of %d %s as the app glucose code in mg/dL (%d)', (code, value, unit, expected) => {
    const mapping = toCatalogueObservation(observationOf(code, value, unit));

    expect(mapping.problem).toBeUndefined();
    const { observation } = mapping as { observation: Observation };
    expect(observation.code.coding?.[0]).toMatchObject(lifelogCodes.bloodGlucose.coding);
    expect(observation.code.coding?.[1]).toMatchObject({ code });
    expect(observation.category?.[0]?.coding?.[0]?.code).toBe('laboratory');
    expect(observation.valueQuantity).toMatchObject({
      value: expected,
      system: fhirSystems.ucum,
      code: 'mg/dL',
    });
  });

  it('lists every glucose equivalent the issue names', () => {
    const glucose = observationEquivalents.filter(({ typeKey }) => typeKey === 'bloodGlucose');
    expect(glucose.map(({ coding }) => coding.code).sort()).toEqual([
      '14749-6',
      '15074-8',
      '2339-0',
      '2345-7',
    ]);
  });

  it('reads a weight in pounds as kilograms kept to one decimal', () => {
    const mapping = toCatalogueObservation(observationOf('29463-7', 150, '[lb_av]'));

    expect(mapping.problem).toBeUndefined();
    expect((mapping as { observation: Observation }).observation.valueQuantity).toMatchObject({
      value: 68,
      code: 'kg',
    });
  });

  it('converts each blood pressure component and keeps the others', () => {
    const pressure = buildLifelogObservation({
      typeKey: 'bloodPressure',
      subjectId,
      values: { sbp: 16, dbp: 10.7 },
      effectiveDateTime: '2026-03-01T08:00:00Z',
    });
    const inKpa: Observation = {
      ...pressure,
      code: { coding: [{ system: fhirSystems.loinc, code: '55284-4' }] },
      component: pressure.component?.map((component) => ({
        ...component,
        valueQuantity: { ...component.valueQuantity, code: 'kPa' },
      })),
    };

    const mapping = toCatalogueObservation(inKpa);

    const values = (mapping as { observation: Observation }).observation.component?.map(
      (component) => component.valueQuantity?.value,
    );
    expect(values).toEqual([120, 80]);
  });

  it('leaves a record already in the catalogue unit untouched (its rules still check its decimals)', () => {
    const weight = observationOf('29463-7', 70.25, 'kg');

    expect(
      (toCatalogueObservation(weight) as { observation: Observation }).observation.valueQuantity,
    ).toEqual(weight.valueQuantity);
  });

  it('refuses a code the catalogue does not know (M1181) rather than storing a record never shown', () => {
    expect(toCatalogueObservation(observationOf('8310-5', 98.6, '[degF]')).problem).toEqual({
      code: 'M1181',
      path: 'code',
    });
  });

  it('refuses a unit that does not convert into the type unit (M1182)', () => {
    expect(toCatalogueObservation(observationOf('29463-7', 70, 'cm')).problem).toEqual({
      code: 'M1182',
      path: 'valueQuantity.code',
    });
  });
});
