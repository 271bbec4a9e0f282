import Ajv from 'ajv';
import { addKernelKeywords } from '../validation/keywords';
import { validateForm } from '../validation/validate';
import { predictionInputsSchema, predictionQuestionnaireSchema } from './schemas';

// The options Fastify gives its own Ajv, which the API validates with.
const fastifyLikeAjv = () =>
  addKernelKeywords(
    new Ajv({
      coerceTypes: 'array',
      useDefaults: true,
      removeAdditional: true,
      allErrors: false,
      verbose: true,
    }),
  );

const workedExample = {
  sex: 'female',
  age: 55,
  race: 'white',
  totalCholesterol: 213,
  hdlCholesterol: 50,
  systolicBp: 120,
  bpTreated: false,
  smoker: false,
  diabetic: false,
};

describe('predictionInputsSchema', () => {
  it('accepts the inputs of the Pooled Cohort Equations worked example', async () => {
    expect(await validateForm(predictionInputsSchema, workedExample)).toEqual({});
  });

  it('accepts an empty body: each model names the inputs it misses', async () => {
    expect(await validateForm(predictionInputsSchema, {})).toEqual({});
  });

  it.each([
    ['age', 17, 120],
    ['age', 121, 18],
    ['totalCholesterol', 49, 500],
    ['totalCholesterol', 501, 50],
    ['hdlCholesterol', 9, 200],
    ['hdlCholesterol', 201, 10],
    ['triglyceride', 9, 3000],
    ['triglyceride', 3001, 10],
    ['systolicBp', 59, 260],
    ['systolicBp', 261, 60],
    ['diastolicBp', 29, 180],
    ['diastolicBp', 181, 30],
    ['fastingGlucose', 19, 800],
    ['fastingGlucose', 801, 20],
    ['bmi', 9.9, 80],
    ['bmi', 80.1, 10],
    ['waist', 29, 250],
    ['waist', 251, 30],
    ['ageAtMenarche', 5, 30],
    ['ageAtMenarche', 31, 6],
    ['breastBiopsies', -1, 30],
    ['breastBiopsies', 31, 0],
    ['breastCancerRelatives', -1, 30],
    ['breastCancerRelatives', 31, 0],
  ])('refuses %s %p outside its sanity limits', async (field, value, inside) => {
    const refused = await validateForm(predictionInputsSchema, { [field]: value });

    expect(refused[field as keyof typeof refused]).toMatchObject({ code: 'generic.between' });
    expect(await validateForm(predictionInputsSchema, { [field]: inside })).toEqual({});
  });

  it('asks for whole years of age', async () => {
    expect((await validateForm(predictionInputsSchema, { age: 55.5 })).age?.code).toBe('generic.wholeNumber');
  });

  it.each([
    ['sex', 'other'],
    ['race', 'asian'],
    ['familyDiabetes', 'cousin'],
    ['smoker', 'yes'],
    ['atypicalHyperplasia', 'maybe'],
    ['breastCancerHistory', 'no'],
  ])('refuses %s %p, which is not one of its answers', async (field, value) => {
    const errors = await validateForm(predictionInputsSchema, { [field]: value });

    expect(Object.keys(errors)).toEqual([field]);
  });

  it.each(['ageAtMenarche', 'breastBiopsies', 'breastCancerRelatives'])(
    'asks for a whole number of %s',
    async (field) => {
      expect((await validateForm(predictionInputsSchema, { [field]: 1.5 }))[field as 'age']?.code).toBe(
        'generic.wholeNumber',
      );
    },
  );

  it.each([25, 10, 60, 'nulliparous'])('accepts %p as the age at first birth', async (value) => {
    expect(await validateForm(predictionInputsSchema, { ageAtFirstBirth: value })).toEqual({});
  });

  it.each([9, 61, 25.5, 'none'])('refuses %p as the age at first birth', async (value) => {
    expect(Object.keys(await validateForm(predictionInputsSchema, { ageAtFirstBirth: value }))).toEqual([
      'ageAtFirstBirth',
    ]);
  });

  it('keeps a first birth age or "nulliparous" as given under the API\'s coercing Ajv', () => {
    const validate = fastifyLikeAjv().compile(predictionInputsSchema);
    const years = { ageAtFirstBirth: 25 };
    const none = { ageAtFirstBirth: 'nulliparous' };

    expect(validate(years)).toBe(true);
    expect(validate(none)).toBe(true);
    expect([years, none]).toEqual([{ ageAtFirstBirth: 25 }, { ageAtFirstBirth: 'nulliparous' }]);
  });

  it('refuses a property it does not know, naming it, even with an Ajv that removes additional properties', () => {
    const validate = fastifyLikeAjv().compile(predictionInputsSchema);
    const body = { ...workedExample, shoeSize: 270 };

    expect(validate(body)).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ instancePath: '/shoeSize' });
  });
});

describe('predictionQuestionnaireSchema', () => {
  it('accepts every answer, and none', async () => {
    const answers = {
      race: 'other',
      smokingStatus: 'former',
      bpTreated: true,
      diabetic: false,
      dailyActivity: true,
      dailyVegetables: false,
      everBpMedication: true,
      everHighGlucose: false,
      familyDiabetes: 'second-degree',
      breastCancerHistory: false,
      ageAtMenarche: 12,
      ageAtFirstBirth: 'nulliparous',
      breastBiopsies: 1,
      atypicalHyperplasia: 'unknown',
      breastCancerRelatives: 1,
    };

    expect(await validateForm(predictionQuestionnaireSchema, answers)).toEqual({});
    expect(await validateForm(predictionQuestionnaireSchema, {})).toEqual({});
  });

  it.each([
    ['smokingStatus', 'sometimes'],
    ['race', 'korean'],
    ['diabetic', 'no'],
    ['ageAtFirstBirth', 'never'],
    ['breastBiopsies', 1.5],
  ])('refuses %s %p', async (field, value) => {
    expect(Object.keys(await validateForm(predictionQuestionnaireSchema, { [field]: value }))).toEqual([
      field,
    ]);
  });

  it('refuses an input that is not a question, such as smoker, even with an Ajv that removes additional properties', () => {
    const validate = fastifyLikeAjv().compile(predictionQuestionnaireSchema);

    expect(validate({ smoker: true })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ instancePath: '/smoker' });
  });
});
