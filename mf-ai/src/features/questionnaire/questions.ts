import {
  familyDiabetesAnswers,
  hyperplasiaAnswers,
  nulliparous,
  races,
  smokingStatuses,
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

/** Questions answered with a typed whole number, in its unit (years or a count). */
export const numberFields = [
  'ageAtMenarche',
  'ageAtFirstBirth',
  'breastBiopsies',
  'breastCancerRelatives',
] as const satisfies readonly QuestionKey[];
export type NumberField = (typeof numberFields)[number];

export type ChoiceField = Exclude<FieldKey, NumberField>;

/** Each radio question's choices, in the order shown; yes/no questions are booleans in the questionnaire. */
export const questionChoices: Readonly<Record<ChoiceField, readonly string[]>> = {
  race: races,
  smokingStatus: smokingStatuses,
  bpTreated: yesFirst,
  diabetic: yesFirst,
  dailyActivity: yesFirst,
  dailyVegetables: yesFirst,
  everBpMedication: noFirst,
  everHighGlucose: noFirst,
  familyDiabetes: familyDiabetesAnswers,
  breastCancerHistory: noFirst,
  givenBirth: yesFirst,
  atypicalHyperplasia: hyperplasiaAnswers,
};

/** Questions for everyone, by section, in the order of the page; the FINDRISC ones in the order of its form. */
const commonSections = [
  { key: 'about', fields: ['race'] },
  { key: 'heart', fields: ['smokingStatus', 'bpTreated', 'diabetic'] },
  {
    key: 'findrisc',
    fields: ['dailyActivity', 'dailyVegetables', 'everBpMedication', 'everHighGlucose', 'familyDiabetes'],
  },
] as const satisfies readonly { key: string; fields: readonly FieldKey[] }[];

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

/** The sections a person is asked: the breast-cancer one for women. */
export function sectionsFor(female: boolean): readonly Section[] {
  return female ? [...commonSections, breastSection] : commonSections;
}

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

/**
 * Whether a field is asked given the other answers: after a past breast cancer (or the like) the tool does not
 * apply, so nothing more is asked; the age at first birth follows a birth, atypical hyperplasia a biopsy.
 */
export function isAsked(key: FieldKey, answers: Answers): boolean {
  if (!(breastSection.fields as readonly FieldKey[]).includes(key) || key === 'breastCancerHistory')
    return true;
  if (answers.breastCancerHistory === 'yes') return false;
  if (key === 'ageAtFirstBirth') return answers.givenBirth === 'yes';
  if (key === 'atypicalHyperplasia') return hadBiopsy(answers);
  return true;
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
