import type { PredictionInputs } from 'shared-kernel/isomorphic';
import {
  breastCancerGailModel,
  gailAbsoluteRisk,
  gailRelativeRisk,
  type GailProfile,
} from './breast-cancer-gail';

/**
 * NCI's R package BCRA (absolute.risk, relative.risk) for "other Asian" women (race code 11), as recorded in
 * epiverse/bcra-js packages/bcra/test/fixtures/r-reference/race-specific.json, IDs 101-110. BCRA's "unknown"
 * answers (99) score the lowest category, written here as menarche at 14 and a first birth at 19.
 */
const bcraOtherAsian: {
  id: number;
  profile: GailProfile;
  from: number;
  to: number;
  relativeRisk: number;
  risk: number;
  decimals: number;
}[] = [
  {
    id: 101,
    from: 40,
    to: 50,
    relativeRisk: 7.1868315613,
    risk: 3.0822121069,
    decimals: 10,
    profile: {
      breastBiopsies: 1,
      atypicalHyperplasia: 'unknown',
      ageAtMenarche: 12,
      ageAtFirstBirth: 25,
      breastCancerRelatives: 1,
    },
  },
  {
    id: 102,
    from: 45,
    to: 55,
    relativeRisk: 24.5010408729,
    risk: 13.4772413319,
    decimals: 10,
    profile: {
      breastBiopsies: 2,
      atypicalHyperplasia: 'yes',
      ageAtMenarche: 10,
      ageAtFirstBirth: 'nulliparous',
      breastCancerRelatives: 2,
    },
  },
  {
    id: 103,
    from: 30,
    to: 35,
    relativeRisk: 1.3183522784,
    risk: 0.057676362106,
    decimals: 12,
    profile: {
      breastBiopsies: 0,
      atypicalHyperplasia: 'unknown',
      ageAtMenarche: 14,
      ageAtFirstBirth: 22,
      breastCancerRelatives: 0,
    },
  },
  {
    id: 104,
    from: 50,
    to: 60,
    relativeRisk: 1,
    risk: 0.71242078666,
    decimals: 11,
    profile: {
      breastBiopsies: 0,
      atypicalHyperplasia: 'unknown',
      ageAtMenarche: 14,
      ageAtFirstBirth: 19,
      breastCancerRelatives: 0,
    },
  },
  {
    id: 105,
    from: 40,
    to: 45,
    relativeRisk: 7.2042583214,
    risk: 1.3434769118,
    decimals: 10,
    profile: {
      breastBiopsies: 1,
      atypicalHyperplasia: 'no',
      ageAtMenarche: 11,
      ageAtFirstBirth: 'nulliparous',
      breastCancerRelatives: 1,
    },
  },
  {
    id: 106,
    from: 25,
    to: 30,
    relativeRisk: 1.0778761486,
    risk: 0.0152344771,
    decimals: 10,
    profile: {
      breastBiopsies: 0,
      atypicalHyperplasia: 'unknown',
      ageAtMenarche: 13,
      ageAtFirstBirth: 19,
      breastCancerRelatives: 0,
    },
  },
  {
    id: 107,
    from: 70,
    to: 80,
    relativeRisk: 3.2556568887,
    risk: 1.722484414,
    decimals: 9,
    profile: {
      breastBiopsies: 1,
      atypicalHyperplasia: 'unknown',
      ageAtMenarche: 12,
      ageAtFirstBirth: 28,
      breastCancerRelatives: 0,
    },
  },
  {
    id: 108,
    from: 55,
    to: 65,
    relativeRisk: 17.7478038785,
    risk: 12.895179158,
    decimals: 9,
    profile: {
      breastBiopsies: 3,
      atypicalHyperplasia: 'unknown',
      ageAtMenarche: 11,
      ageAtFirstBirth: 30,
      breastCancerRelatives: 1,
    },
  },
  {
    id: 109,
    from: 42,
    to: 52,
    relativeRisk: 6.683753352,
    risk: 3.2731363448,
    decimals: 10,
    profile: {
      breastBiopsies: 1,
      atypicalHyperplasia: 'no',
      ageAtMenarche: 12,
      ageAtFirstBirth: 26,
      breastCancerRelatives: 3,
    },
  },
  {
    id: 110,
    from: 38,
    to: 48,
    relativeRisk: 5.8759061981,
    risk: 2.2055259775,
    decimals: 10,
    profile: {
      breastBiopsies: 1,
      atypicalHyperplasia: 'unknown',
      ageAtMenarche: 9,
      ageAtFirstBirth: 24,
      breastCancerRelatives: 1,
    },
  },
];

/** Who the tool is for: a woman of the app's race 'other' (the "other Asian" rates) with no past breast cancer. */
const eligible: PredictionInputs = { sex: 'female', race: 'other', breastCancerHistory: false };

/** A 40-year-old with one biopsy (no atypia), menarche at 11, no children and her mother affected: BCRA ID 105. */
const bcra105: PredictionInputs = {
  ...eligible,
  age: 40,
  ageAtMenarche: 11,
  ageAtFirstBirth: 'nulliparous',
  breastBiopsies: 1,
  atypicalHyperplasia: 'no',
  breastCancerRelatives: 1,
};

const lowestCategories: PredictionInputs = {
  ...eligible,
  age: 50,
  ageAtMenarche: 15,
  ageAtFirstBirth: 18,
  breastBiopsies: 0,
  breastCancerRelatives: 0,
};

describe('Gail model (BCRAT), Asian-American "other Asian" rates', () => {
  describe.each(bcraOtherAsian)(
    'matches NCI BCRA for woman $id',
    ({ profile, from, to, relativeRisk, risk, decimals }) => {
      it('gives the relative risk BCRA prints', () => {
        expect(gailRelativeRisk(profile)).toBeCloseTo(relativeRisk, 9);
      });

      it('gives the absolute risk BCRA prints, to its last printed decimal', () => {
        expect(gailAbsoluteRisk(profile, from, to)).toBeCloseTo(risk, decimals);
      });
    },
  );

  it('answers the 5-year risk of BCRA woman 105 (40 years old) with its band', () => {
    const answer = breastCancerGailModel.predict(bcra105);
    expect(answer.status).toBe('result');
    if (answer.status !== 'result') return;
    expect(answer.output.risk).toBeCloseTo(1.3434769118, 10);
    expect(answer.output).toMatchObject({ band: 'average', severity: 'low' });
  });

  it('puts a 5-year risk of 3 % or more in the high band (USPSTF 2019)', () => {
    const answer = breastCancerGailModel.predict({
      ...bcra105,
      age: 55,
      breastBiopsies: 3,
      atypicalHyperplasia: 'yes',
    });
    expect(answer).toMatchObject({ status: 'result', output: { band: 'high', severity: 'high' } });
  });

  it('puts a 5-year risk from 1.67 % up to 3 % in the elevated band', () => {
    const answer = breastCancerGailModel.predict({ ...bcra105, age: 55 });
    expect(answer.status).toBe('result');
    if (answer.status !== 'result') return;
    expect(answer.output.risk).toBeGreaterThanOrEqual(1.67);
    expect(answer.output.risk).toBeLessThan(3);
    expect(answer.output).toMatchObject({ band: 'elevated', severity: 'moderate' });
  });

  it('pools two or more affected relatives with one, as the Asian-American model does', () => {
    const one = breastCancerGailModel.predict({ ...bcra105, breastCancerRelatives: 1 });
    const three = breastCancerGailModel.predict({ ...bcra105, breastCancerRelatives: 3 });
    if (one.status !== 'result' || three.status !== 'result') throw new Error('expected results');
    expect(three.output.risk).toBe(one.output.risk);
  });

  it('counts each answer above its lowest category as a contribution in percentage points', () => {
    const answer = breastCancerGailModel.predict(bcra105);
    if (answer.status !== 'result') throw new Error('expected a result');
    const byInput = Object.fromEntries(answer.output.contributions.map((c) => [c.input, c]));
    expect(byInput.breastCancerRelatives).toMatchObject({ value: 1, reference: 0, unit: 'percentPoints' });
    expect(byInput.breastCancerRelatives?.effect).toBeGreaterThan(0);
    expect(byInput.ageAtFirstBirth?.effect).toBeGreaterThan(0);
    expect(byInput.atypicalHyperplasia).toMatchObject({ value: 'no', reference: 'no', effect: 0 });
  });

  it('gives no contribution to the answers of a woman in every lowest category, only to her age', () => {
    const answer = breastCancerGailModel.predict(lowestCategories);
    if (answer.status !== 'result') throw new Error('expected a result');
    const [first, ...others] = answer.output.contributions;
    expect(first).toMatchObject({ input: 'age', value: 50, reference: 35 });
    expect(first?.effect).toBeGreaterThan(0);
    expect(others.map((c) => c.effect)).toEqual([0, 0, 0, 0]);
  });

  it('sorts the contributions by size', () => {
    const answer = breastCancerGailModel.predict(bcra105);
    if (answer.status !== 'result') throw new Error('expected a result');
    const sizes = answer.output.contributions.map((c) => Math.abs(c.effect));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });

  describe('ages', () => {
    it.each([35, 85])('accepts age %i (NCI: 35 or older; 5 years must end by 90)', (age) => {
      expect(breastCancerGailModel.predict({ ...lowestCategories, age }).status).toBe('result');
    });

    it.each([34, 86])('refuses age %i as out of range', (age) => {
      expect(breastCancerGailModel.predict({ ...lowestCategories, age })).toEqual({
        status: 'outOfRange',
        input: 'age',
        min: 35,
        max: 85,
      });
    });

    it('refuses a projection outside ages 20-90', () => {
      const profile = bcraOtherAsian[0]!.profile;
      expect(() => gailAbsoluteRisk(profile, 85, 91)).toThrow(RangeError);
      expect(() => gailAbsoluteRisk(profile, 19, 24)).toThrow(RangeError);
      expect(() => gailAbsoluteRisk(profile, 50, 50)).toThrow(RangeError);
    });
  });

  describe('inputs', () => {
    it('names every missing answer instead of guessing it', () => {
      expect(breastCancerGailModel.predict({ ...eligible, age: 45 })).toEqual({
        status: 'missingInputs',
        missing: ['ageAtMenarche', 'ageAtFirstBirth', 'breastBiopsies', 'breastCancerRelatives'],
      });
      expect(breastCancerGailModel.predict({})).toEqual({
        status: 'missingInputs',
        missing: [
          'sex',
          'age',
          'race',
          'breastCancerHistory',
          'ageAtMenarche',
          'ageAtFirstBirth',
          'breastBiopsies',
          'breastCancerRelatives',
        ],
      });
    });

    it('asks about atypical hyperplasia only when she has had a biopsy', () => {
      const withoutAnswer: PredictionInputs = { ...bcra105, atypicalHyperplasia: undefined };
      expect(breastCancerGailModel.predict(withoutAnswer)).toEqual({
        status: 'missingInputs',
        missing: ['atypicalHyperplasia'],
      });
      expect(breastCancerGailModel.predict(lowestCategories).status).toBe('result');
    });

    it('refuses a first birth after her current age or before her first period', () => {
      expect(breastCancerGailModel.predict({ ...bcra105, ageAtFirstBirth: 41 })).toEqual({
        status: 'outOfRange',
        input: 'ageAtFirstBirth',
        min: 11,
        max: 40,
      });
      expect(breastCancerGailModel.predict({ ...bcra105, ageAtFirstBirth: 10 }).status).toBe('outOfRange');
    });

    it('refuses a first period after her current age', () => {
      expect(breastCancerGailModel.predict({ ...bcra105, ageAtMenarche: 41 })).toMatchObject({
        status: 'outOfRange',
        input: 'ageAtMenarche',
      });
    });

    it('refuses a negative or fractional count of biopsies or relatives', () => {
      expect(breastCancerGailModel.predict({ ...bcra105, breastBiopsies: -1 })).toMatchObject({
        input: 'breastBiopsies',
      });
      expect(breastCancerGailModel.predict({ ...bcra105, breastCancerRelatives: 1.5 })).toMatchObject({
        input: 'breastCancerRelatives',
      });
    });
  });

  describe('who the tool is for', () => {
    it('is not for men, whatever else is known', () => {
      expect(breastCancerGailModel.predict({ sex: 'male' })).toEqual({
        status: 'notApplicable',
        input: 'sex',
        reason: 'sex',
      });
      expect(breastCancerGailModel.predict({ ...bcra105, sex: 'male' })).toMatchObject({
        status: 'notApplicable',
        reason: 'sex',
      });
    });

    it('is not for a woman who has had breast cancer, DCIS or LCIS, chest radiation or a BRCA mutation (NCI)', () => {
      expect(breastCancerGailModel.predict({ ...bcra105, breastCancerHistory: true })).toEqual({
        status: 'notApplicable',
        input: 'breastCancerHistory',
        reason: 'breastCancerHistory',
      });
      expect(breastCancerGailModel.predict({ sex: 'female', breastCancerHistory: true })).toMatchObject({
        status: 'notApplicable',
        reason: 'breastCancerHistory',
      });
    });

    it.each(['white', 'african-american'] as const)(
      'is not applicable for race %s, whose BCRAT rates this module does not carry',
      (race) => {
        expect(breastCancerGailModel.predict({ ...bcra105, race })).toEqual({
          status: 'notApplicable',
          input: 'race',
          reason: 'race',
        });
      },
    );

    it('says it is not applicable before asking for answers that would not change that', () => {
      expect(breastCancerGailModel.predict({ sex: 'female', race: 'white' })).toMatchObject({
        status: 'notApplicable',
        reason: 'race',
      });
    });

    it('gives the result only once she has said she has no such history', () => {
      expect(breastCancerGailModel.predict({ ...bcra105, breastCancerHistory: undefined })).toEqual({
        status: 'missingInputs',
        missing: ['breastCancerHistory'],
      });
    });
  });
});
