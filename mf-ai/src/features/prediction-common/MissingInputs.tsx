import { Link } from 'react-router-dom';
import type { PredictionInputKey } from 'shared-kernel/isomorphic';
import { placeOfInput } from './inputPlaces';
import { predictionPaths } from './predictionPaths';
import { usePredictionText } from './usePredictionText';
import styles from './prediction.module.css';

/** What a prediction still needs, each with where the person can give it. */
export function MissingInputs({ missing }: { missing: readonly PredictionInputKey[] }) {
  const { t, inputLabel } = usePredictionText();
  return (
    <ul className={styles.list} aria-label={t('missing.title')}>
      {missing.map((input) => {
        const place = placeOfInput(input);
        return (
          <li key={input} className={styles.row}>
            <span>{inputLabel(input)}</span>
            {place === 'questionnaire' ? (
              <Link
                className={styles.link}
                to={predictionPaths.questionnaire}
                aria-label={t('missing.answerNamed', { input: inputLabel(input) })}
              >
                {t('missing.answer')}
              </Link>
            ) : null}
            {place === 'records' ? (
              <Link
                className={styles.link}
                to={predictionPaths.records}
                aria-label={t('missing.recordNamed', { input: inputLabel(input) })}
              >
                {t('missing.record')}
              </Link>
            ) : null}
            {place === 'profile' ? <span className={styles.hint}>{t('missing.profile')}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
