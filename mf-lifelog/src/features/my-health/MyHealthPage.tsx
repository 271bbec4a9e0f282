import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AreaHeading, LoadFailure, Loading } from 'shared-kernel';
import { guideOriginsOf, isLifelogTypeKey } from 'shared-kernel/isomorphic';
import {
  indexGuideCode,
  indexValue,
  lifelogStyles,
  memberPerson,
  useOwnPerson,
  type Person,
} from '../lifelog-common';
import { CheckupEntry } from './CheckupEntry';
import { FamilyPicker } from './FamilyPicker';
import { IndexCard } from './IndexCard';
import { LifelogCard } from './LifelogCard';
import { RecentActivity } from './RecentActivity';
import { useMyHealth } from './useMyHealth';
import { latestWithWaiting } from './withWaiting';
import { useWaitingRecords } from '../pending-saves';
import { useSharedMembers } from './useSharedMembers';
import { doctorReportLink } from '../doctor-report/DoctorReportPage';
import styles from './MyHealthPage.module.css';

/** `/main/my`: the latest value and grade of each chosen life-log and index, and the latest records. */
export function MyHealthPage() {
  const { t } = useTranslation('lifelog');
  const me = useOwnPerson();
  const members = useSharedMembers();
  const [subjectId, setSubjectId] = useState<string | null>(null);
  const member = members.find((candidate) => candidate.fhirResId === subjectId);
  const person = member ? memberPerson(member) : me;

  return (
    <div className={lifelogStyles.page}>
      <AreaHeading>{t('my.title')}</AreaHeading>
      {me && members.length > 0 ? (
        <FamilyPicker
          me={me}
          members={members}
          subjectId={person?.subjectId ?? me.subjectId}
          onChange={setSubjectId}
        />
      ) : null}
      {person ? <MyHealth person={person} /> : <Loading />}
    </div>
  );
}

function MyHealth({ person }: { person: Person }) {
  const { t } = useTranslation('lifelog');
  const loaded = useMyHealth(person);
  const cardsHeadingId = useId();
  // Only the person's own records wait on this phone.
  const { creates } = useWaitingRecords();
  const loadedLatest = loaded.state === 'ready' ? loaded.data.latest : null;
  const shown = useMemo(
    () => (loadedLatest ? latestWithWaiting(loadedLatest, person.readOnly ? [] : creates) : null),
    [loadedLatest, creates, person.readOnly],
  );

  return (
    <>
      <nav className={styles.actions} aria-label={t('my.actions')}>
        {person.readOnly ? null : (
          <>
            <Link className={lifelogStyles.primary} to="/main/my/lifeLogForm">
              {t('my.record')}
            </Link>
            <Link className={lifelogStyles.secondary} to="/main/my/lifelogConnect">
              {t('my.connect')}
            </Link>
          </>
        )}
        <Link className={lifelogStyles.secondary} to="/main/my/interest/items">
          {t('my.chooseItems')}
        </Link>
        {/* A family member's report too: the same sharing consent that shows their records here. */}
        <Link
          className={lifelogStyles.secondary}
          to={doctorReportLink(person.readOnly ? person.subjectId : undefined)}
        >
          {t('doctorReport.link')}
        </Link>
      </nav>
      {person.readOnly ? (
        <p className={lifelogStyles.hint}>{t('my.readOnly', { name: person.name })}</p>
      ) : (
        // The checkup is the caller's own: it is not shared with family members.
        <CheckupEntry />
      )}
      {loaded.state === 'loading' ? <Loading /> : null}
      {loaded.state === 'failed' ? <LoadFailure message={loaded.message} onRetry={loaded.retry} /> : null}
      {loaded.state === 'ready' && shown ? (
        <>
          <section aria-labelledby={cardsHeadingId}>
            <h2 id={cardsHeadingId} className={lifelogStyles.sectionTitle}>
              {t('my.cardsTitle')}
            </h2>
            <p className={lifelogStyles.hint}>{t('my.gradesNote')}</p>
            <ul className={styles.cards}>
              {loaded.data.items.map((item) =>
                isLifelogTypeKey(item) ? (
                  <LifelogCard
                    key={item}
                    typeKey={item}
                    record={shown.latest[item] ?? null}
                    waiting={shown.marks[item]}
                    ranges={loaded.data.ranges}
                    person={person}
                  />
                ) : (
                  <IndexCard
                    key={item}
                    indexKey={item}
                    index={indexValue(item, person, shown.latest, loaded.data.ranges)}
                    origins={guideOriginsOf(loaded.data.ranges, indexGuideCode(item), person.genderCode)}
                    canEnterBasalInputs={!person.readOnly}
                  />
                ),
              )}
            </ul>
          </section>
          <RecentActivity records={loaded.data.recent} />
        </>
      ) : null}
    </>
  );
}
