import { Link } from 'react-router-dom';
import { messageFor } from 'shared-kernel';
import {
  glucoseMeasurementTimeCodes,
  predictionRefusal,
  type GlucoseMeasurementTimeCode,
  type ManualLifelogTypeKey,
  type PredictionInputKey,
  type PredictionModelId,
} from 'shared-kernel/isomorphic';
import { checkupInputs, lifelogTypeOfInput, questionnaireInputs, questionOf } from './inputPlaces';
import { predictionPaths } from './predictionPaths';
import { usePredictionText } from './usePredictionText';
import styles from './prediction.module.css';

/** The measurement time an input is measured at: the predictions read only a fasting glucose. */
const measurementTimeOfInput: Partial<Record<PredictionInputKey, GlucoseMeasurementTimeCode>> = {
  fastingGlucose: glucoseMeasurementTimeCodes.fasting,
};

/** The entry form that gives `inputs`, opened at the measurement time they are measured at. */
function recordFormOf(typeKey: ManualLifelogTypeKey, inputs: readonly PredictionInputKey[]): string {
  const measurementTime = inputs.map((input) => measurementTimeOfInput[input]).find(Boolean);
  return predictionPaths.recordForm(typeKey, measurementTime);
}

/**
 * The missing inputs by where they are given: each life-log entry form, the questionnaire, a health checkup (eGFR,
 * from its creatinine), or the profile (sex and birth date, given when signing up).
 */
function byPlace(missing: readonly PredictionInputKey[]) {
  const forms = new Map<ManualLifelogTypeKey, PredictionInputKey[]>();
  const asked: PredictionInputKey[] = [];
  const checkup: PredictionInputKey[] = [];
  const profile: PredictionInputKey[] = [];
  for (const input of new Set(missing)) {
    const form = lifelogTypeOfInput[input];
    if (form) forms.set(form, [...(forms.get(form) ?? []), input]);
    else if (questionOf(input)) asked.push(input);
    else if (checkupInputs.includes(input)) checkup.push(input);
    else profile.push(input);
  }
  // The questionnaire link opens the first of them as the page asks them.
  asked.sort((one, other) => questionnaireInputs.indexOf(one) - questionnaireInputs.indexOf(other));
  return { forms: [...forms], asked, checkup, profile };
}

/**
 * What predictions still need, each with one link to where it is given: the life-log entry form of its type
 * (both pressures are one blood-pressure record), and the questionnaire once, at its first missing question.
 */
export function MissingInputs({ missing }: { missing: readonly PredictionInputKey[] }) {
  const { t, inputLabel } = usePredictionText();
  const { forms, asked, checkup, profile } = byPlace(missing);
  const names = (inputs: readonly PredictionInputKey[]) => inputs.map(inputLabel).join(', ');
  const firstQuestion = asked[0] ? questionOf(asked[0]) : null;
  return (
    <ul className={styles.list} aria-label={t('missing.title')}>
      {forms.map(([typeKey, inputs]) => (
        <li key={typeKey} className={styles.missingRow}>
          <span>{names(inputs)}</span>
          <Link className={styles.link} to={recordFormOf(typeKey, inputs)}>
            {t(`missing.recordForm.${typeKey}`)}
          </Link>
        </li>
      ))}
      {firstQuestion ? (
        <li className={styles.missingRow}>
          <span>{names(asked)}</span>
          <Link
            className={styles.link}
            to={predictionPaths.question(firstQuestion)}
            aria-label={t('missing.answerNamed', { input: names(asked) })}
          >
            {t('missing.answer')}
          </Link>
        </li>
      ) : null}
      {checkup.length > 0 ? (
        <li className={styles.missingRow}>
          <span>{names(checkup)}</span>
          <Link className={styles.link} to={predictionPaths.checkup}>
            {t('missing.checkup')}
          </Link>
        </li>
      ) : null}
      {profile.length > 0 ? (
        <li className={styles.missingRow}>
          <span>{names(profile)}</span>
          <span className={styles.hint}>{t('missing.profile')}</span>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * Why one prediction has no number yet, in its own words: its M-code's message (M0002 body age, M1087 metabolic
 * syndrome, M1160 the others) naming the prediction, what it lacks and where each is given, as the API says it.
 */
export function MissingInputsMessage({
  modelId,
  missing,
}: {
  modelId: PredictionModelId;
  missing: readonly PredictionInputKey[];
}) {
  const { t } = usePredictionText();
  const refusal = predictionRefusal(
    modelId,
    { status: 'missingInputs', missing: [...missing] },
    'records',
    (key, params) => t(key, params),
  );
  return <p className={styles.text}>{messageFor(refusal.code, refusal.texts)}</p>;
}
