import { type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, JudgementBadge } from 'shared-kernel';
import { lifelogStyles } from '../lifelog-common';
import { groupItems, type Checkup } from './checkupReport';
import { formatCheckupValue } from './format';
import styles from './HealthCheckup.module.css';

/** One checkup: its date, overall judgement, and each item with its value and judgement, by group. */
export function CheckupResult({
  checkup,
  headingRef,
}: {
  checkup: Checkup;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t, i18n } = useTranslation('healthCheckup');
  const date = formatDate(checkup.date);
  return (
    <section className={styles.result} aria-labelledby={`checkup-${checkup.id}`}>
      <h2 id={`checkup-${checkup.id}`} ref={headingRef} tabIndex={-1} className={lifelogStyles.sectionTitle}>
        {t('checkup.resultOf', { date })}
      </h2>
      <dl className={styles.overview}>
        <div>
          <dt>{t('checkup.checkupDate')}</dt>
          <dd>{date}</dd>
        </div>
        <div>
          <dt>{t('checkup.overall')}</dt>
          <dd>
            <JudgementBadge judgement={checkup.judgement} />
          </dd>
        </div>
      </dl>
      {/* My page grades the same values by clinical guidelines: say which standard these judgements follow. */}
      <p className={lifelogStyles.hint}>
        {t('checkup.standardNote', { standard: t('checkup.standardName') })}
      </p>
      {checkup.items.length === 0 ? <p className={lifelogStyles.hint}>{t('checkup.noItems')}</p> : null}
      {groupItems(checkup.items).map(({ group, items }) => (
        <table key={group} className={styles.items}>
          <caption>{t(`checkup.groups.${group}`)}</caption>
          <thead>
            <tr>
              <th scope="col">{t('checkup.item')}</th>
              <th scope="col">{t('checkup.value')}</th>
              <th scope="col">{t('checkup.judgement')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.key}>
                <th scope="row">{t(`checkup.items.${item.key}`)}</th>
                <td>{formatCheckupValue(item.value, t, i18n.language)}</td>
                <td>
                  <JudgementBadge judgement={item.judgement} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}
