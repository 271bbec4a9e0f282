import {
  familyDiabetesAnswers,
  races,
  smokingStatuses,
  type PredictionQuestionnaire,
} from 'shared-kernel/isomorphic';

export type QuestionKey = keyof PredictionQuestionnaire;

/** The form's state: the chosen radio value of each question, nothing when unanswered. */
export type Answers = Partial<Record<QuestionKey, string>>;

const yesFirst = ['yes', 'no'] as const;
/** FINDRISC asks these with "No" first. */
const noFirst = ['no', 'yes'] as const;

/** Each question's choices, in the order shown; yes/no questions are booleans in the questionnaire. */
export const questionChoices: Readonly<Record<QuestionKey, readonly string[]>> = {
  race: races,
  smokingStatus: smokingStatuses,
  bpTreated: yesFirst,
  diabetic: yesFirst,
  dailyActivity: yesFirst,
  dailyVegetables: yesFirst,
  everBpMedication: noFirst,
  everHighGlucose: noFirst,
  familyDiabetes: familyDiabetesAnswers,
};

/** The questions by section, in the order of the page; the FINDRISC ones in the order of its form. */
export const questionSections = [
  { key: 'about', questions: ['race'] },
  { key: 'heart', questions: ['smokingStatus', 'bpTreated', 'diabetic'] },
  {
    key: 'findrisc',
    questions: ['dailyActivity', 'dailyVegetables', 'everBpMedication', 'everHighGlucose', 'familyDiabetes'],
  },
] as const satisfies readonly { key: string; questions: readonly QuestionKey[] }[];

export const questionKeys: readonly QuestionKey[] = questionSections.flatMap((section) => section.questions);

function isYesNo(key: QuestionKey): boolean {
  return questionChoices[key].includes('yes');
}

export function answersOf(questionnaire: PredictionQuestionnaire): Answers {
  const answers: Answers = {};
  for (const key of questionKeys) {
    const value = questionnaire[key];
    if (value === undefined) continue;
    answers[key] = typeof value === 'boolean' ? (value ? 'yes' : 'no') : value;
  }
  return answers;
}

/** The questionnaire to save: only the answered questions. */
export function questionnaireOf(answers: Answers): PredictionQuestionnaire {
  const entries = questionKeys.flatMap((key) => {
    const value = answers[key];
    if (value === undefined) return [];
    return [[key, isYesNo(key) ? value === 'yes' : value] as const];
  });
  // Every value is one of its question's choices (the radios offer nothing else), which are the kernel's values.
  return Object.fromEntries(entries) as PredictionQuestionnaire;
}
