import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError, Loading, Sheet, type OverlayProps, LoadFailure } from 'shared-kernel';
import { guideIndexName, lifelogStyles, useGuideRanges, useOwnPerson, type Person } from '../lifelog-common';
import { GuideBands } from './GuideBands';
import { fetchLatestGuideValue, type GuideValue } from './latestGuideValue';
import styles from './IndexGuideOverlay.module.css';

/** `idxGuidePopup`: what each grade of a guide (`?idxCode=`) means, or the list of every guide. */
export function IndexGuideOverlay({ onClose }: OverlayProps) {
  const { t } = useTranslation('lifelog');
  const [params] = useSearchParams();
  const idxCode = params.get('idxCode');
  const guides = useGuideRanges();
  const person = useOwnPerson();
  const latest = useLatestGuideValue(idxCode, person);

  return (
    <Sheet title={t('overlays.idxGuidePopup')} onClose={onClose}>
      <div className={styles.body}>
        {guides.state === 'loading' ? <Loading /> : null}
        {guides.state === 'failed' ? <LoadFailure message={guides.message} onRetry={guides.retry} /> : null}
        {guides.state === 'ready' && idxCode ? (
          <GuideBands
            idxCode={idxCode}
            ranges={guides.ranges}
            genderCode={person?.genderCode ?? null}
            latest={latest}
          />
        ) : null}
        {guides.state === 'ready' && !idxCode ? (
          <GuideList idxCodes={[...new Set(guides.ranges.map((range) => range.idxCode))]} />
        ) : null}
      </div>
    </Sheet>
  );
}

function GuideList({ idxCodes }: { idxCodes: readonly string[] }) {
  const { t } = useTranslation('lifelog');
  return (
    <>
      <p className={lifelogStyles.text}>{t('guide.listLead')}</p>
      <ul className={styles.guideList}>
        {idxCodes.map((code) => (
          <li key={code}>
            <Link className={styles.guideLink} to={{ search: `?idxCode=${encodeURIComponent(code)}` }}>
              {guideIndexName(t, code)}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The person's latest value on the guide, to mark its band; none when it cannot be read. */
function useLatestGuideValue(idxCode: string | null, person: Person | null): GuideValue | null {
  const [value, setValue] = useState<GuideValue | null>(null);
  const subjectId = person?.subjectId;
  useEffect(() => {
    setValue(null);
    if (!idxCode || !person) return undefined;
    let current = true;
    fetchLatestGuideValue(idxCode, person).then(
      (found) => {
        if (current) setValue(found);
      },
      (error: unknown) => {
        if (!(error instanceof ApiError)) throw error;
      },
    );
    return () => {
      current = false;
    };
    // The person's profile values matter only when the subject changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [idxCode, subjectId]);
  return value;
}
