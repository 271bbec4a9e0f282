import type { PredictionInputs } from 'shared-kernel/isomorphic';
import {
  plcom2012BandOf,
  plcom2012Coefficients,
  plcom2012Model,
  plcom2012RaceCoefficients,
  plcom2012Risk,
  type Plcom2012Profile,
} from './plcom2012';

/** Everything at the paper's centring values: some college (level 4), 10 / 0.4021541613 ≈ 24.87 a day. */
const centred: Plcom2012Profile = {
  age: 62,
  race: 'white',
  educationLevel: 'some-college',
  bmi: 27,
  smokingStatus: 'former',
  cigarettesPerDay: 10 / 0.4021541613,
  smokingYears: 27,
  yearsSinceQuit: 10,
  copd: false,
  cancerHistory: false,
  familyLungCancer: false,
};

const logistic = (x: number) => (100 * Math.exp(x)) / (1 + Math.exp(x));

/** A 60-year-old Korean man (race 'other') who smokes a pack a day, high school, BMI 23.5. */
const koreanSmoker: PredictionInputs = {
  sex: 'male',
  age: 60,
  race: 'other',
  educationLevel: 'high-school',
  bmi: 23.5,
  smokingStatus: 'current',
  cigarettesPerDay: 20,
  smokingYears: 35,
  yearsSinceQuit: 0,
};

/** The Korean smoker without an answer on years since quitting. */
const withoutQuit: PredictionInputs = { ...koreanSmoker, yearsSinceQuit: undefined };

function riskOf(inputs: PredictionInputs): number {
  const answer = plcom2012Model.predict(inputs);
  if (answer.status !== 'result') throw new Error(`expected a result, got ${JSON.stringify(answer)}`);
  return answer.output.risk ?? Number.NaN;
}

describe('PLCOm2012 (lung cancer, 6 years)', () => {
  it("carries the coefficients and centring values of Tammemägi 2013 (NEJM) as resplab/PLCOm2012's R/plcom2012.R has them", () => {
    expect(plcom2012Coefficients).toEqual({
      constant: -4.532506,
      age: { coefficient: 0.0778868, centre: 62 },
      education: { coefficient: -0.0812744, centre: 4 },
      bmi: { coefficient: -0.0274194, centre: 27 },
      copd: 0.3553063,
      cancerHistory: 0.4589971,
      familyLungCancer: 0.587185,
      currentSmoker: 0.2597431,
      intensity: { coefficient: -1.822606, centre: 0.4021541613 },
      duration: { coefficient: 0.0317321, centre: 27 },
      quitTime: { coefficient: -0.0308572, centre: 10 },
    });
    expect(plcom2012RaceCoefficients).toEqual({
      white: 0,
      black: 0.3944778,
      hispanic: -0.7434744,
      asian: -0.466585,
      americanIndianAlaskaNative: 0,
      nativeHawaiianPacificIslander: 1.027152,
    });
  });

  /** resplab/PLCOm2012 tests/testthat/test-plcom2012.R: at the centring values only the constant and race remain. */
  it.each([
    ['white', -4.532506],
    ['black', -4.532506 + 0.3944778],
    ['hispanic', -4.532506 - 0.7434744],
    ['asian', -4.532506 - 0.466585],
    ['nativeHawaiianPacificIslander', -4.532506 + 1.027152],
  ] as const)(
    "gives the reference package's test value at the centring values for race %s (the constant plus the race term)",
    (race, logOdds) => {
      expect(plcom2012Risk({ ...centred, race })).toBeCloseTo(logistic(logOdds), 12);
    },
  );

  it("gives resplab/PLCOm2012's README example: 62, white, some college, BMI 27, former smoker of 80 a day for 27 years who quit 10 years ago → 0.01750922", () => {
    const risk = riskOf({
      age: 62,
      race: 'white',
      educationLevel: 'some-college',
      bmi: 27,
      smokingStatus: 'former',
      cigarettesPerDay: 80,
      smokingYears: 27,
      yearsSinceQuit: 10,
      copd: false,
      cancerHistory: false,
      familyLungCancer: false,
    });
    expect(risk / 100).toBeCloseTo(0.01750922, 8);
  });

  /**
   * The R function of resplab/PLCOm2012 (R/plcom2012.R at 5387abc) transcribed line for line into a throwaway
   * Python script (not in the repository), run with CPython 3: plcom2012(...) → the probabilities below.
   */
  describe('the reference R formula, transcribed and run', () => {
    it("gives 1.4028860489 % for a 60-year-old Korean current smoker of 20 a day for 35 years, high school, BMI 23.5 (race 'other' → Asian): plcom2012(60, 'asian', 2, 23.5, 0, 0, 0, 1, 20, 35, 0) = 0.014028860488955144", () => {
      expect(riskOf(koreanSmoker)).toBeCloseTo(100 * 0.014028860488955144, 12);
    });

    it("gives 2.1222793408 % for a 68-year-old Korean former smoker with COPD and lung cancer in the family, 15 a day for 30 years, quit 8 years ago, college, BMI 21: plcom2012(68, 'asian', 5, 21, 1, 0, 1, 0, 15, 30, 8) = 0.021222793407695423", () => {
      const risk = riskOf({
        age: 68,
        race: 'other',
        educationLevel: 'college',
        bmi: 21,
        smokingStatus: 'former',
        cigarettesPerDay: 15,
        smokingYears: 30,
        yearsSinceQuit: 8,
        copd: true,
        familyLungCancer: true,
      });
      expect(risk).toBeCloseTo(100 * 0.021222793407695423, 12);
    });

    it("gives 52.0233216782 % for a 72-year-old African-American current smoker of 40 a day for 50 years with every condition, below high school, BMI 19: plcom2012(72, 'black', 1, 19, 1, 1, 1, 1, 40, 50, 0) = 0.5202332167821203", () => {
      const risk = riskOf({
        age: 72,
        race: 'african-american',
        educationLevel: 'below-high-school',
        bmi: 19,
        smokingStatus: 'current',
        cigarettesPerDay: 40,
        smokingYears: 50,
        copd: true,
        cancerHistory: true,
        familyLungCancer: true,
      });
      expect(risk).toBeCloseTo(100 * 0.5202332167821203, 11);
    });

    it("gives 0.0094720336 % for a 55-year-old white former light smoker (5 a day for 10 years, quit 25 years ago), postgraduate, BMI 31: plcom2012(55, 'white', 6, 31, 0, 0, 0, 0, 5, 10, 25) = 9.472033619185361e-05", () => {
      const risk = riskOf({
        age: 55,
        race: 'white',
        educationLevel: 'postgraduate',
        bmi: 31,
        smokingStatus: 'former',
        cigarettesPerDay: 5,
        smokingYears: 10,
        yearsSinceQuit: 25,
      });
      expect(risk).toBeCloseTo(100 * 9.472033619185361e-5, 14);
    });
  });

  it('gives a never-smoker no number: the equation is for people who have ever smoked', () => {
    expect(plcom2012Model.predict({ ...koreanSmoker, smokingStatus: 'never' })).toEqual({
      status: 'notApplicable',
      input: 'smokingStatus',
      reason: 'neverSmoker',
    });
  });

  it.each([54, 75])('refuses age %i, outside the 55-74 of the PLCO trial', (age) => {
    expect(plcom2012Model.predict({ ...koreanSmoker, age })).toEqual({
      status: 'outOfRange',
      input: 'age',
      min: 55,
      max: 74,
    });
  });

  it('names what is missing, and asks years since quitting of a former smoker only', () => {
    expect(plcom2012Model.predict({ age: 60, smokingStatus: 'current' })).toEqual({
      status: 'missingInputs',
      missing: ['race', 'educationLevel', 'bmi', 'cigarettesPerDay', 'smokingYears'],
    });
    expect(plcom2012Model.predict({ ...withoutQuit, smokingStatus: 'former' })).toEqual({
      status: 'missingInputs',
      missing: ['yearsSinceQuit'],
    });
    expect(plcom2012Model.predict({ ...withoutQuit, smokingStatus: undefined })).toEqual({
      status: 'missingInputs',
      missing: ['smokingStatus'],
    });
  });

  it("takes 0 years since quitting for a current smoker, whatever was typed, so a current smoker's risk needs no quit answer", () => {
    expect(riskOf(withoutQuit)).toBe(riskOf(koreanSmoker));
    expect(riskOf({ ...koreanSmoker, yearsSinceQuit: 12 })).toBe(riskOf(koreanSmoker));
  });

  it('counts an unanswered COPD, past cancer or family history of lung cancer as absent', () => {
    expect(riskOf({ ...koreanSmoker, copd: false, cancerHistory: false, familyLungCancer: false })).toBe(
      riskOf(koreanSmoker),
    );
    expect(riskOf({ ...koreanSmoker, copd: true })).toBeGreaterThan(riskOf(koreanSmoker));
  });

  it('refuses a smoking history that cannot be: no cigarettes a day, more years smoked than lived, or quitting before starting', () => {
    expect(plcom2012Model.predict({ ...koreanSmoker, cigarettesPerDay: 0 })).toEqual({
      status: 'outOfRange',
      input: 'cigarettesPerDay',
      min: 1,
      max: 100,
    });
    expect(plcom2012Model.predict({ ...koreanSmoker, smokingYears: 61 })).toEqual({
      status: 'outOfRange',
      input: 'smokingYears',
      min: 1,
      max: 60,
    });
    expect(
      plcom2012Model.predict({
        ...koreanSmoker,
        smokingStatus: 'former',
        smokingYears: 40,
        yearsSinceQuit: 21,
      }),
    ).toEqual({ status: 'outOfRange', input: 'yearsSinceQuit', min: 0, max: 20 });
  });

  it('uses a BMI under 20 as it is (no ClinRisk range): a lower BMI gives a higher risk in PLCOm2012', () => {
    expect(riskOf({ ...koreanSmoker, bmi: 17 })).toBeGreaterThan(riskOf(koreanSmoker));
  });

  it('bands a 6-year risk below 1.51 % low and from 1.51 % high (the screening threshold of Tammemägi 2014)', () => {
    expect(plcom2012BandOf(1.5099)).toEqual({ band: 'low', severity: 'low' });
    expect(plcom2012BandOf(1.51)).toEqual({ band: 'high', severity: 'high' });
    const answer = plcom2012Model.predict(koreanSmoker);
    expect(answer.status === 'result' && answer.output.band).toBe('low');
  });

  it('shows what quitting, the conditions and age add: each against a former smoker without them, age against 55', () => {
    const inputs = { ...koreanSmoker, copd: true };
    const answer = plcom2012Model.predict(inputs);
    if (answer.status !== 'result') throw new Error('expected a result');
    const risk = answer.output.risk ?? Number.NaN;
    const byInput = new Map(answer.output.contributions.map((entry) => [entry.input, entry]));
    expect([...byInput.keys()].sort()).toEqual(
      ['age', 'cancerHistory', 'copd', 'familyLungCancer', 'smokingStatus'].sort(),
    );
    expect(byInput.get('smokingStatus')).toMatchObject({ value: 'current', reference: 'former' });
    expect(byInput.get('smokingStatus')?.effect).toBeCloseTo(
      risk - riskOf({ ...inputs, smokingStatus: 'former', yearsSinceQuit: 0 }),
      12,
    );
    expect(byInput.get('copd')?.effect).toBeCloseTo(risk - riskOf(koreanSmoker), 12);
    expect(byInput.get('age')).toMatchObject({ value: 60, reference: 55 });
    expect(byInput.get('familyLungCancer')?.effect).toBe(0);
  });
});
