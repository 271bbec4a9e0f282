import {
  alcoholIntakes,
  conditionInputKeys,
  diabetesTypes,
  educationLevels,
  familyDiabetesAnswers,
  hrtAnswers,
  hyperplasiaAnswers,
  nulliparous,
  races,
  smokingStatuses,
  type ConditionInputKey,
  type PredictionQuestionnaire,
} from 'shared-kernel/isomorphic';

export type QuestionKey = keyof PredictionQuestionnaire;

/**
 * What the form asks: each questionnaire answer, plus "have you given birth?", which the questionnaire keeps
 * inside `ageAtFirstBirth` ('nulliparous', or the age typed under it).
 */
export type FieldKey = QuestionKey | 'givenBirth';

/** The form's state: the chosen radio value or the typed number of each field, nothing when unanswered. */
export type Answers = Partial<Record<FieldKey, string>>;

const yesFirst = ['yes', 'no'] as const;
/** FINDRISC asks these with "No" first. */
const noFirst = ['no', 'yes'] as const;

/** Questions answered with a typed whole number, in its unit (years, a count, cigarettes a day). */
export const numberFields = [
  'ageAtMenarche',
  'ageAtFirstBirth',
  'breastBiopsies',
  'breastCancerRelatives',
  'cigarettesPerDay',
  'smokingYears',
  'yearsSinceQuit',
  'urineAcr',
  'hba1c',
] as const satisfies readonly QuestionKey[];
export type NumberField = (typeof numberFields)[number];

/** Numbers from a lab report, which may have decimals (HbA1c 5.8 %); the others are whole numbers. */
export const decimalFields: readonly NumberField[] = ['urineAcr', 'hba1c'];

export type ChoiceField = Exclude<FieldKey, NumberField>;

/** The yes/no conditions and medicines: optional, and one left unanswered counts as "no". */
export function isCondition(key: FieldKey): key is ConditionInputKey {
  return (conditionInputKeys as readonly string[]).includes(key);
}

const conditionChoices = Object.fromEntries(conditionInputKeys.map((key) => [key, noFirst])) as Record<
  ConditionInputKey,
  typeof noFirst
>;

/** Each radio question's choices, in the order shown; yes/no questions are booleans in the questionnaire. */
export const questionChoices: Readonly<Record<ChoiceField, readonly string[]>> = {
  race: races,
  educationLevel: educationLevels,
  smokingStatus: smokingStatuses,
  alcoholIntake: alcoholIntakes,
  bpTreated: yesFirst,
  diabetic: yesFirst,
  diabetesType: diabetesTypes,
  onStatin: noFirst,
  hrt: hrtAnswers,
  dailyActivity: yesFirst,
  dailyVegetables: yesFirst,
  everBpMedication: noFirst,
  everHighGlucose: noFirst,
  familyDiabetes: familyDiabetesAnswers,
  breastCancerHistory: noFirst,
  givenBirth: yesFirst,
  atypicalHyperplasia: hyperplasiaAnswers,
  ...conditionChoices,
};

/**
 * Questions for everyone, by section (each a step of the questionnaire, a few related questions): about you,
 * smoking and alcohol, heart and diabetes, test results the person may know, medicines, conditions (heart and
 * vessels; kidneys, lungs, digestion and cancer; the others), bones and falls, family, then the FINDRISC
 * questions in the order of its form. Women are also asked the `womenOnly` fields. The steps are asked in the
 * order of what they unlock (`steps.ts`), not this one.
 */
const commonSections = [
  { key: 'about', fields: ['race', 'educationLevel'] },
  { key: 'smoking', fields: ['smokingStatus', 'cigarettesPerDay', 'smokingYears', 'yearsSinceQuit'] },
  { key: 'alcohol', fields: ['alcoholIntake'] },
  { key: 'heart', fields: ['bpTreated', 'diabetic', 'diabetesType'] },
  { key: 'tests', fields: ['urineAcr', 'hba1c'] },
  {
    key: 'medicines',
    fields: [
      'onStatin',
      'oralSteroids',
      'nsaids',
      'antidepressants',
      'antipsychotics',
      'hrt',
      'oralContraceptive',
      'tamoxifen',
    ],
  },
  {
    key: 'conditionsHeart',
    fields: [
      'cardiovascularDisease',
      'heartFailure',
      'atrialFibrillation',
      'valvularHeartDisease',
      'peripheralVascularDisease',
      'varicoseVeins',
    ],
  },
  {
    key: 'conditionsOrgans',
    fields: [
      'chronicKidneyDisease',
      'kidneyStones',
      'copd',
      'asthma',
      'cancerHistory',
      'chronicLiverDisease',
      'inflammatoryBowelDisease',
      'malabsorption',
    ],
  },
  {
    key: 'conditionsOther',
    fields: [
      'rheumatoidArthritis',
      'lupus',
      'endocrineDisorder',
      'epilepsy',
      'dementia',
      'parkinsons',
      'recentHospitalAdmission',
      'careHome',
    ],
  },
  { key: 'bones', fields: ['falls', 'priorFracture', 'familyOsteoporosis'] },
  { key: 'family', fields: ['familyHeartDisease', 'familyKidneyDisease', 'familyLungCancer'] },
  {
    key: 'findrisc',
    fields: ['dailyActivity', 'dailyVegetables', 'everBpMedication', 'everHighGlucose', 'familyDiabetes'],
  },
] as const satisfies readonly { key: string; fields: readonly FieldKey[] }[];

/** Medicines only women are asked: hormone replacement therapy, the pill, tamoxifen. */
export const womenOnly: readonly FieldKey[] = ['hrt', 'oralContraceptive', 'tamoxifen'];

/**
 * The breast-cancer questions (Gail model, NCI's BCRAT), for women only: first whether the tool applies to
 * her at all; the age at first birth only after a birth, atypical hyperplasia only after a biopsy.
 */
const breastSection = {
  key: 'breast',
  fields: [
    'breastCancerHistory',
    'ageAtMenarche',
    'givenBirth',
    'ageAtFirstBirth',
    'breastBiopsies',
    'atypicalHyperplasia',
    'breastCancerRelatives',
  ],
} as const satisfies { key: string; fields: readonly FieldKey[] };

export type SectionKey = (typeof commonSections)[number]['key'] | typeof breastSection.key;

export interface Section {
  key: SectionKey;
  fields: readonly FieldKey[];
}

/** The sections a person is asked: for women the women-only medicines and the breast-cancer section. */
export function sectionsFor(female: boolean): readonly Section[] {
  if (female) return [...commonSections, breastSection];
  return commonSections.map((section) => ({
    key: section.key,
    fields: (section.fields as readonly FieldKey[]).filter((key) => !womenOnly.includes(key)),
  }));
}

/** Every field in the sections' order, women's included: which of the missing inputs an "answer" link opens at. */
export const pageOrder: readonly FieldKey[] = sectionsFor(true).flatMap((section) => section.fields);

/** A question answered yes or no, which the questionnaire keeps as a boolean. */
function isYesNo(key: ChoiceField): boolean {
  return questionChoices[key].every((choice) => choice === 'yes' || choice === 'no');
}

function isNumberField(key: FieldKey): key is NumberField {
  return numberFields.some((field) => field === key);
}

/** A count typed as a whole number above zero: only then is atypical hyperplasia asked. */
function hadBiopsy(answers: Answers): boolean {
  const count = Number(answers.breastBiopsies?.trim() || '0');
  return Number.isFinite(count) && count > 0;
}

/** Smoked at some time: only then are cigarettes a day and years of smoking asked. */
const hasSmoked = (answers: Answers) =>
  answers.smokingStatus === 'former' || answers.smokingStatus === 'current';

/**
 * Follow-up questions, each asked only when it applies: the smoking history of those who smoke or smoked, the
 * years since quitting of former smokers, the diabetes type of people with diabetes; after a past breast cancer
 * (or the like) the breast-cancer tool does not apply, so nothing more of it is asked; the age at first birth
 * follows a birth, atypical hyperplasia a biopsy.
 */
const askedWhen: Partial<Record<FieldKey, (answers: Answers) => boolean>> = {
  cigarettesPerDay: hasSmoked,
  smokingYears: hasSmoked,
  yearsSinceQuit: (answers) => answers.smokingStatus === 'former',
  diabetesType: (answers) => answers.diabetic === 'yes',
  ageAtMenarche: (answers) => answers.breastCancerHistory !== 'yes',
  givenBirth: (answers) => answers.breastCancerHistory !== 'yes',
  ageAtFirstBirth: (answers) => answers.breastCancerHistory !== 'yes' && answers.givenBirth === 'yes',
  breastBiopsies: (answers) => answers.breastCancerHistory !== 'yes',
  atypicalHyperplasia: (answers) => answers.breastCancerHistory !== 'yes' && hadBiopsy(answers),
  breastCancerRelatives: (answers) => answers.breastCancerHistory !== 'yes',
};

/** Whether a field is asked given the other answers (see `askedWhen`). */
export function isAsked(key: FieldKey, answers: Answers): boolean {
  return askedWhen[key]?.(answers) ?? true;
}

/** The fields shown, in the order of the page. */
export function askedFields(sections: readonly Section[], answers: Answers): FieldKey[] {
  return sections.flatMap((section) => section.fields.filter((key) => isAsked(key, answers)));
}

export function answersOf(questionnaire: PredictionQuestionnaire): Answers {
  const answers: Answers = {};
  for (const [key, value] of Object.entries(questionnaire) as [QuestionKey, unknown][]) {
    if (key === 'ageAtFirstBirth') {
      answers.givenBirth = value === nulliparous ? 'no' : 'yes';
      if (typeof value === 'number') answers.ageAtFirstBirth = String(value);
    } else if (typeof value === 'boolean') {
      answers[key] = value ? 'yes' : 'no';
    } else if (typeof value === 'number' || typeof value === 'string') {
      answers[key] = String(value);
    }
  }
  return answers;
}

/** A typed number as a number; a text that is not one is kept as typed, so that validation names it. */
function typedNumber(text: string): number | string {
  const number = Number(text.replace(',', '.'));
  return Number.isFinite(number) ? number : text;
}

/**
 * The answers to save, as the questionnaire holds them: only the fields asked and answered. Values are the
 * radios' choices (the kernel's values) or typed numbers; the kernel's schema judges them before saving.
 */
export function questionnaireOf(answers: Answers, fields: readonly FieldKey[]): Record<string, unknown> {
  const questionnaire: Record<string, unknown> = {};
  for (const key of fields) {
    const value = answers[key]?.trim();
    if (!value) continue;
    if (key === 'givenBirth') {
      if (value === 'no') questionnaire.ageAtFirstBirth = nulliparous;
    } else if (isNumberField(key)) {
      questionnaire[key] = typedNumber(value);
    } else {
      questionnaire[key] = isYesNo(key) ? value === 'yes' : value;
    }
  }
  return questionnaire;
}
