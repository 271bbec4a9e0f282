import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from 'shared-kernel';
import {
  gradeOfRecord,
  guideOriginsOfRecord,
  type GuideRange,
  type LifelogRecord,
  type LifelogTypeKey,
} from 'shared-kernel/isomorphic';
import {
  formatRecordValue,
  GradeBadge,
  lifelogStyles,
  lifelogTypeName,
  lifelogTypeRoute,
  lifelogUnit,
  measurementTimeName,
  type Person,
} from '../lifelog-common';
import { GradeStandard } from './GradeStandard';
import type { WaitingMark } from './withWaiting';
import styles from './MyHealthPage.module.css';

/**
 * A life-log type's latest value, unit, date and grade; opens the type's detail page. A record kept on this
 * phone (`waiting`) says it waits to be sent.
 */
export function LifelogCard({
  typeKey,
  record,
  waiting,
  ranges,
  person,
}: {
  typeKey: LifelogTypeKey;
  record: LifelogRecord | null;
  waiting?: WaitingMark | undefined;
  ranges: readonly GuideRange[];
  person: Person;
}) {
  const { t, i18n } = useTranslation('lifelog');
  const grade = record ? gradeOfRecord(record, ranges, person.genderCode) : null;
  return (
    <li>
      <Link
        className={`${lifelogStyles.card} ${styles.card}`}
        to={lifelogTypeRoute(typeKey, person.readOnly ? person.subjectId : undefined)}
      >
        <span className={styles.cardName}>{lifelogTypeName(t, typeKey)}</span>
        <span className={styles.value}>
          <strong>{formatRecordValue(typeKey, record?.values, i18n.language)}</strong>{' '}
          <span className={styles.unit}>{lifelogUnit(t, typeKey)}</span>
          {record?.measurementTime ? (
            <span className={styles.unit}> ({measurementTimeName(t, record.measurementTime)})</span>
          ) : null}
        </span>
        <span className={styles.cardFoot}>
          <span className={styles.date}>
            {record ? formatDate(record.effectiveDateTime) : t('my.noRecord')}
          </span>
          <GradeBadge gradCode={grade} />
        </span>
        {waiting ? (
          <span className={styles.waiting}>
            {t(waiting === 'sending' ? 'lifelogRecords:records.sending' : 'lifelogRecords:records.waiting')}
          </span>
        ) : null}
        {record && grade ? (
          <GradeStandard origins={guideOriginsOfRecord(record, ranges, person.genderCode)} />
        ) : null}
      </Link>
    </li>
  );
}
