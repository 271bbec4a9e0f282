import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from 'shared-kernel';
import type { AdherenceReport, MedicationAdherence } from 'shared-kernel/isomorphic';
import { lifelogStyles } from '../lifelog-common';
import styles from './doctorReport.module.css';

/** "85.7% (6 of 7 doses)", or that nothing was due yet. */
function useAdherenceText() {
  const { t, i18n } = useTranslation('lifelog');
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (adherence: MedicationAdherence) =>
    adherence.rate === null
      ? t('doctorReport.medication.noneDue')
      : t('doctorReport.medication.rate', {
          rate: percent.format(adherence.rate),
          taken: adherence.takenCnt,
          due: adherence.dueCnt,
        });
}

/** Each medicine's adherence over the period, and the day, time and state of every dose missed. */
export function MedicationSection({ adherence }: { adherence: AdherenceReport }) {
  const { t } = useTranslation('lifelog');
  const headingId = useId();
  const adherenceText = useAdherenceText();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={lifelogStyles.sectionTitle}>
        {t('doctorReport.medication.title')}
      </h2>
      {adherence.tkmdList.length === 0 ? (
        <p className={lifelogStyles.hint}>{t('doctorReport.medication.noMedicine')}</p>
      ) : (
        <>
          <p className={lifelogStyles.text}>
            {t('doctorReport.medication.overall', { adherence: adherenceText(adherence.adherence) })}
          </p>
          {adherence.tkmdList.map((medicine) => (
            <section
              key={medicine.tkmdSn}
              className={styles.medicine}
              aria-labelledby={`${headingId}-${medicine.tkmdSn}`}
            >
              <h3 id={`${headingId}-${medicine.tkmdSn}`} className={styles.subTitle}>
                {medicine.tkmdNm}
              </h3>
              <p className={lifelogStyles.text}>{adherenceText(medicine.adherence)}</p>
              {medicine.missedList.length === 0 ? (
                <p className={lifelogStyles.hint}>{t('doctorReport.medication.noMissed')}</p>
              ) : (
                <table className={styles.table}>
                  <caption>
                    {t('doctorReport.medication.missedCaption', {
                      name: medicine.tkmdNm,
                      count: medicine.missedList.length,
                    })}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('doctorReport.medication.date')}</th>
                      <th scope="col">{t('doctorReport.medication.time')}</th>
                      <th scope="col">{t('doctorReport.medication.state')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {medicine.missedList.map((dose) => (
                      <tr key={dose.tkmdDtlsSn}>
                        <th scope="row">{formatDate(dose.tkmdPlanDt.slice(0, 10))}</th>
                        <td>{dose.tkmdPlanDt.slice(11, 16)}</td>
                        <td>{t(`doctorReport.medication.states.${dose.tkmdSttusCode}`)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
          ))}
        </>
      )}
    </section>
  );
}
