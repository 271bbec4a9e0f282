import type { PredictionContribution, PredictionResult } from 'shared-kernel/isomorphic';
import { usePredictionText } from './usePredictionText';
import styles from './prediction.module.css';

/**
 * The contributions a screen shows: those that still move the number once rounded as shown (a tenth of a year
 * or of a percentage point, a whole point or criterion).
 */
export function shownContributions(
  contributions: readonly PredictionContribution[],
): PredictionContribution[] {
  return contributions.filter((contribution) => {
    const scale = contribution.unit === 'points' || contribution.unit === 'criteria' ? 1 : 10;
    return Math.round(Math.abs(contribution.effect) * scale) !== 0;
  });
}

/**
 * What the bars are measured against, in words. Body age (model 7): each factor's share of the gap between body
 * age and real age, which the shares add up to. Every other model: the model's reference person, each of whose
 * levels is named (age included: most equations take their youngest age), one input at a time set to it.
 */
export function ContributionsLead({ result }: { result: PredictionResult }) {
  const { t, inputLabel, inputValue, years } = usePredictionText();
  if (result.modelId === '7') {
    const gap = Math.round(result.heartAge ?? result.age) - result.age;
    return (
      <p className={styles.hint}>
        {gap === 0
          ? t('contributions.bodyAgeSame')
          : t('contributions.bodyAge', { years: years(Math.abs(gap)) })}
      </p>
    );
  }
  const levels = result.contributions.filter((contribution) => typeof contribution.reference !== 'boolean');
  const absent = result.contributions.filter((contribution) => contribution.reference === false);
  const reference = [
    ...levels.map((contribution) =>
      t('contributions.level', {
        input: inputLabel(contribution.input),
        value: inputValue(contribution.input, contribution.reference),
      }),
    ),
    ...(absent.length > 0
      ? [
          t('contributions.without', {
            inputs: absent.map((contribution) => inputLabel(contribution.input)).join(', '),
          }),
        ]
      : []),
  ].join('; ');
  return <p className={styles.hint}>{t('contributions.explain', { reference })}</p>;
}

/**
 * "What moved the number": each input's effect against its reference level, as a sentence and a bar whose
 * length is the effect's size next to the largest one (the sentence is the text equivalent of the bar), under
 * a lead that says what they are measured against.
 */
export function ContributionBars({ result }: { result: PredictionResult }) {
  const { t, inputLabel, inputValue, effect } = usePredictionText();
  const moved = shownContributions(result.contributions);
  const lead = <ContributionsLead result={result} />;
  if (moved.length === 0) {
    return (
      <>
        {lead}
        <p className={styles.text}>
          {t(result.modelId === '7' ? 'contributions.bodyAgeNone' : 'contributions.none')}
        </p>
      </>
    );
  }
  const largest = Math.max(...moved.map((contribution) => Math.abs(contribution.effect)));
  const against = result.modelId === '7' ? 'contributions.againstNormal' : 'contributions.against';
  return (
    <>
      {lead}
      <ul
        className={styles.list}
        aria-label={t(result.modelId === '7' ? 'contributions.bodyAgeTitle' : 'contributions.title')}
      >
        {moved.map((contribution) => (
          <li key={contribution.input}>
            <p className={styles.text}>
              {t('contributions.item', {
                input: inputLabel(contribution.input),
                effect: effect(contribution),
              })}
            </p>
            <p className={styles.hint}>
              {t(against, {
                value: inputValue(contribution.input, contribution.value),
                reference: inputValue(contribution.input, contribution.reference),
              })}
            </p>
            <div className={styles.track} aria-hidden="true">
              <div
                className={`${styles.fill} ${contribution.effect > 0 ? styles.raises : styles.lowers}`}
                style={{ width: `${(Math.abs(contribution.effect) / largest) * 100}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
