import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, Loading, Sheet, useLoad, type OverlayProps, LoadFailure } from 'shared-kernel';
import {
  formSchema,
  heightSchema,
  lifelogEntryFormSchemas,
  type LifelogRecord,
} from 'shared-kernel/isomorphic';
import {
  fetchLatestRecords,
  formatIndexValue,
  formatLifelogNumber,
  indexValue,
  lifelogStyles,
  lifelogTypeName,
  lifelogUnit,
  useOwnPerson,
  type LatestRecords,
  type Person,
} from '../lifelog-common';
import { saveHeight, saveWeight } from './api';
import { MeasurementForm } from './MeasurementForm';
import styles from './BasalMetabolicOverlay.module.css';

const heightFormSchema = formSchema({ height: heightSchema }, ['height']);

/** `input/basal/metabolic`: the basal metabolic rate from the latest weight and height, filling in what is missing. */
export function BasalMetabolicOverlay({ onClose }: OverlayProps) {
  const { t } = useTranslation('lifelog');
  const person = useOwnPerson();
  return (
    <Sheet title={t('overlays.basalMetabolic')} onClose={onClose}>
      <div className={styles.body}>{person ? <BasalMetabolic person={person} /> : <Loading />}</div>
    </Sheet>
  );
}

function BasalMetabolic({ person }: { person: Person }) {
  const { loaded, retry } = useLoad(() => fetchLatestRecords(['weight', 'height'], person.subjectId));
  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'failed') return <LoadFailure message={loaded.message} onRetry={retry} />;
  return <BasalResult person={person} initial={loaded.value} />;
}

function BasalResult({ person, initial }: { person: Person; initial: LatestRecords }) {
  const { t, i18n } = useTranslation('lifelog');
  const [latest, setLatest] = useState(initial);
  const weight = latest.weight ?? null;
  const heightRecord = latest.height ?? null;
  const height = person.height ?? heightRecord?.values.height ?? null;
  const { value } = indexValue('basalMetabolicRate', person, latest, []);

  const measured = (record: LifelogRecord | null) =>
    record ? t('basal.measuredOn', { date: formatDate(record.effectiveDateTime) }) : '';

  return (
    <>
      <p className={styles.result} role="status">
        <span className={styles.resultLabel}>{lifelogTypeName(t, 'basalMetabolicRate')}</span>
        <strong className={styles.resultValue}>
          {formatIndexValue('basalMetabolicRate', value, i18n.language)}
        </strong>{' '}
        {lifelogUnit(t, 'basalMetabolicRate')}
      </p>
      <p className={lifelogStyles.hint}>{t('basal.formula')}</p>
      <dl className={styles.inputs}>
        <dt>{lifelogTypeName(t, 'weight')}</dt>
        <dd>
          {formatLifelogNumber('weight', weight?.values.weight, i18n.language)} {lifelogUnit(t, 'weight')}{' '}
          {measured(weight)}
        </dd>
        <dt>{lifelogTypeName(t, 'height')}</dt>
        <dd>
          {formatLifelogNumber('height', height, i18n.language)} {lifelogUnit(t, 'height')}{' '}
          {person.height === null ? measured(heightRecord) : t('basal.fromProfile')}
        </dd>
        <dt>{t('inputs.age')}</dt>
        <dd>{person.age === null ? '--' : t('basal.age', { age: person.age })}</dd>
        <dt>{t('inputs.sex')}</dt>
        <dd>{person.genderCode === null ? '--' : t(`guide.sex.${person.genderCode}`)}</dd>
      </dl>
      {weight ? null : (
        <MeasurementForm
          field="weight"
          label={t('basal.weightLabel')}
          schema={lifelogEntryFormSchemas.weight}
          onSave={async (typed) => {
            const saved = await saveWeight(person.subjectId, typed);
            setLatest((previous) => ({ ...previous, weight: saved }));
          }}
        />
      )}
      {height === null ? (
        <MeasurementForm
          field="height"
          label={t('basal.heightLabel')}
          schema={heightFormSchema}
          onSave={saveHeight}
        />
      ) : null}
      {person.age === null || person.genderCode === null ? (
        <p className={lifelogStyles.hint}>{t('basal.profileNeeded')}</p>
      ) : null}
    </>
  );
}
