import fc from 'fast-check';
import type { ModelOutput, PredictionInputs } from 'shared-kernel/isomorphic';
import { framinghamCvdModel } from './framingham-cvd';
import { heartAgeModel } from './heart-age';

const normal = { systolicBp: 125, bpTreated: false, smoker: false, diabetic: false } as const;

function outputOf(inputs: PredictionInputs): ModelOutput {
  const answer = heartAgeModel.predict(inputs);
  if (answer.status !== 'result') throw new Error(`expected a result, got ${JSON.stringify(answer)}`);
  return answer.output;
}

describe("heartAgeModel (D'Agostino 2008 heart age, solved exactly)", () => {
  it.each([
    ['laboratory', { totalCholesterol: 180, hdlCholesterol: 45 }],
    ['bmi', { bmi: 22.5 }],
  ] as const)('gives heart age = age for a person at the normal levels (%s model)', (variant, levels) => {
    for (const sex of ['male', 'female'] as const) {
      const output = outputOf({ ...normal, ...levels, sex, age: 47 });
      expect(output.heartAge).toBeCloseTo(47, 10);
      expect(output).toMatchObject({ variant, band: 'notOlder', severity: 'low' });
    }
  });

  it('gives 50 · exp(0.65451 / 3.06117) ≈ 61.9 years for a 50-year-old man who smokes, all else normal (hand computation)', () => {
    const output = outputOf({
      ...normal,
      sex: 'male',
      age: 50,
      totalCholesterol: 180,
      hdlCholesterol: 45,
      smoker: true,
    });
    expect(output.heartAge).toBeCloseTo(50 * Math.exp(0.65451 / 3.06117), 10);
    expect(output).toMatchObject({ band: 'older', severity: 'high' });
  });

  // CDC's heart-age calculator (BMI model) as quoted by Ali Y, verywellhealth.com, 2016: a 30-year-old woman,
  // untreated systolic 118 mmHg, non-smoker, non-diabetic, BMI 22.5 has a heart age of 28.
  it("gives 28 years for CDC's example woman of 30 with an untreated systolic 118 mmHg and BMI 22.5", () => {
    const output = outputOf({ ...normal, sex: 'female', age: 30, systolicBp: 118, bmi: 22.5 });
    expect(Math.round(output.heartAge ?? 0)).toBe(28);
    expect(output).toMatchObject({ band: 'notOlder', severity: 'low', variant: 'bmi' });
  });

  it('gives with the heart age the person’s own general-CVD risk (model 10)', () => {
    const inputs: PredictionInputs = { ...normal, sex: 'female', age: 50, bmi: 31, smoker: true };
    const cvd = framinghamCvdModel.predict(inputs);
    expect(cvd.status === 'result' && outputOf(inputs).risk === cvd.output.risk).toBe(true);
  });

  it('is moderate when the heart is older by less than 10 years (presentational split)', () => {
    const output = outputOf({
      ...normal,
      sex: 'male',
      age: 50,
      totalCholesterol: 180,
      hdlCholesterol: 45,
      systolicBp: 140,
    });
    const excess = (output.heartAge ?? 0) - 50;
    expect(excess).toBeGreaterThan(0);
    expect(excess).toBeLessThan(10);
    expect(output).toMatchObject({ band: 'older', severity: 'moderate' });
  });

  /** The gap the card explains: body age minus real age, unrounded. */
  function gapAndShares(inputs: PredictionInputs) {
    const output = outputOf(inputs);
    return {
      gap: (output.heartAge ?? 0) - (inputs.age ?? 0),
      shares: output.contributions,
      heartAge: output.heartAge ?? 0,
    };
  }

  const sumOf = (shares: readonly { effect: number }[]) =>
    shares.reduce((sum, share) => sum + share.effect, 0);

  it("explains the issue's 41-year-old with body age 55 by factors summing to the 14-year gap, age never one of them (issue 35)", () => {
    const { gap, shares, heartAge } = gapAndShares({
      ...normal,
      sex: 'female',
      age: 41,
      bmi: 27,
      systolicBp: 129,
      smoker: true,
    });
    expect(Math.round(heartAge)).toBe(55);
    expect(shares.map((share) => share.input)).not.toContain('age');
    expect(sumOf(shares)).toBeCloseTo(gap, 10);
    expect(shares[0]).toMatchObject({ input: 'smoker', value: true, reference: false, unit: 'years' });
    // As the card shows them: each share to one decimal, the body age whole; they agree within that rounding.
    const shown = shares.filter((share) => Math.round(share.effect * 10) !== 0);
    const shownSum = sumOf(shown.map((share) => ({ effect: Math.round(share.effect * 10) / 10 })));
    expect(Math.abs(shownSum - (Math.round(heartAge) - 41))).toBeLessThanOrEqual(0.5 + 0.05 * shown.length);
  });

  it('gives a person at the normal levels, body age = real age, no factor that moved it (issue 35)', () => {
    const { gap, shares } = gapAndShares({
      ...normal,
      sex: 'male',
      age: 35,
      totalCholesterol: 180,
      hdlCholesterol: 45,
    });
    expect(gap).toBeCloseTo(0, 10);
    expect(shares.every((share) => Math.abs(share.effect) < 1e-9)).toBe(true);
  });

  it.each<[string, PredictionInputs]>([
    [
      'a man on blood-pressure pills (the treated coefficient interacts with the pressure)',
      {
        ...normal,
        sex: 'male',
        age: 58,
        totalCholesterol: 240,
        hdlCholesterol: 38,
        systolicBp: 150,
        bpTreated: true,
      },
    ],
    [
      'a diabetic woman, laboratory model',
      { ...normal, sex: 'female', age: 63, totalCholesterol: 210, hdlCholesterol: 62, diabetic: true },
    ],
    [
      'a young woman whose good HDL and low pressure make her younger',
      { ...normal, sex: 'female', age: 33, totalCholesterol: 160, hdlCholesterol: 80, systolicBp: 105 },
    ],
    [
      'a man whose high cholesterol and high HDL nearly cancel',
      { ...normal, sex: 'male', age: 45, totalCholesterol: 220, hdlCholesterol: 56 },
    ],
    [
      'an old smoker, BMI model',
      {
        ...normal,
        sex: 'male',
        age: 72,
        bmi: 31,
        systolicBp: 165,
        bpTreated: true,
        smoker: true,
        diabetic: true,
      },
    ],
  ])('explains the whole gap by the factors, none of them age, for %s (issue 35)', (_, inputs) => {
    const { gap, shares } = gapAndShares(inputs);
    expect(shares.map((share) => share.input)).not.toContain('age');
    expect(sumOf(shares)).toBeCloseTo(gap, 9);
  });

  it('gives the whole gap to the one factor off its normal level: smoking alone (issue 35)', () => {
    const smoker: PredictionInputs = {
      ...normal,
      sex: 'male',
      age: 50,
      totalCholesterol: 180,
      hdlCholesterol: 45,
      smoker: true,
    };
    const { gap, shares } = gapAndShares(smoker);
    expect(shares.find((share) => share.input === 'smoker')?.effect).toBeCloseTo(gap, 10);
    expect(shares.filter((share) => share.input !== 'smoker').every((share) => share.effect === 0)).toBe(
      true,
    );
  });

  it('explains the gap by its factors for any person the equation takes (property, issue 35)', () => {
    fc.assert(
      fc.property(
        fc.record({
          sex: fc.constantFrom('male' as const, 'female' as const),
          age: fc.integer({ min: 30, max: 74 }),
          systolicBp: fc.integer({ min: 80, max: 220 }),
          bpTreated: fc.boolean(),
          smoker: fc.boolean(),
          diabetic: fc.boolean(),
          lipids: fc.option(fc.tuple(fc.integer({ min: 100, max: 400 }), fc.integer({ min: 20, max: 120 }))),
          bmi: fc.double({ min: 15, max: 50, noNaN: true }),
        }),
        ({ lipids, bmi, ...person }) => {
          const inputs: PredictionInputs = lipids
            ? { ...person, totalCholesterol: lipids[0], hdlCholesterol: lipids[1] }
            : { ...person, bmi };
          const { gap, shares } = gapAndShares(inputs);
          return (
            !shares.some((share) => share.input === 'age') &&
            Math.abs(sumOf(shares) - gap) < 1e-9 * Math.max(1, Math.abs(gap))
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('needs the lipids or BMI, like the risk model', () => {
    expect(heartAgeModel.predict({ ...normal, sex: 'male', age: 50 })).toEqual({
      status: 'missingInputs',
      missing: ['totalCholesterol', 'hdlCholesterol', 'bmi'],
    });
  });

  it('answers outOfRange outside ages 30 to 74', () => {
    expect(heartAgeModel.predict({ ...normal, sex: 'male', age: 75, bmi: 22.5 })).toEqual({
      status: 'outOfRange',
      input: 'age',
      min: 30,
      max: 74,
    });
  });
});
