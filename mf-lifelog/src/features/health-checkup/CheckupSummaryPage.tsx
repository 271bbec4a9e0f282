import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AreaHeading, formatDate, JudgementBadge, LoadFailure, Loading, EmptyState } from 'shared-kernel';
import { lifelogStyles } from '../lifelog-common';
import { CheckupResult } from './CheckupResult';
import type { Checkup } from './checkupReport';
import { checkupById, checkupParam, useCheckups } from './useCheckups';
import styles from './HealthCheckup.module.css';

const checkupPath = '/main/health-checkup';

/** `/main/health-checkup`: the latest checkup (or one chosen from the history), item by item. */
export function CheckupSummaryPage() {
  const { t } = useTranslation('healthCheckup');
  const { loaded, retry } = useCheckups();
  return (
    <div className={lifelogStyles.page}>
      <AreaHeading>{t('checkup.title')}</AreaHeading>
      {loaded.state === 'loading' ? <Loading /> : null}
      {loaded.state === 'failed' ? <LoadFailure message={loaded.message} onRetry={retry} /> : null}
      {loaded.state === 'ready' ? <Checkups checkups={loaded.value} /> : null}
    </div>
  );
}

function Checkups({ checkups }: { checkups: readonly Checkup[] }) {
  const { t } = useTranslation('healthCheckup');
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const shown = checkupById(checkups, searchParams.get(checkupParam));

  if (!shown) {
    return <EmptyState title={t('checkup.emptyTitle')}>{t('checkup.emptyText')}</EmptyState>;
  }

  function show(checkup: Checkup) {
    setSearchParams({ [checkupParam]: checkup.id }, { replace: true });
    resultHeading.current?.focus();
  }

  const standardQuery = new URLSearchParams({ [checkupParam]: shown.id });
  return (
    <>
      <CheckupResult checkup={shown} headingRef={resultHeading} />
      <nav className={styles.actions} aria-label={t('checkup.moreLabel')}>
        <Link className={lifelogStyles.secondary} to={`${checkupPath}/result-standard?${standardQuery}`}>
          {t('checkup.resultStandard')}
        </Link>
        <button
          type="button"
          className={lifelogStyles.secondary}
          onClick={() => navigate(`${checkupPath}/idxGuidePopup`)}
        >
          {t('checkup.aboutGrades')}
        </button>
      </nav>
      <History checkups={checkups} shownId={shown.id} onSelect={show} />
    </>
  );
}

function History({
  checkups,
  shownId,
  onSelect,
}: {
  checkups: readonly Checkup[];
  shownId: string;
  onSelect: (checkup: Checkup) => void;
}) {
  const { t } = useTranslation('healthCheckup');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={lifelogStyles.sectionTitle}>
        {t('checkup.history')}
      </h2>
      {checkups.length < 2 ? (
        <p className={lifelogStyles.hint}>{t('checkup.historyEmpty')}</p>
      ) : (
        <ul className={styles.history}>
          {checkups.map((checkup) => (
            <li key={checkup.id}>
              <button
                type="button"
                className={styles.historyItem}
                aria-current={checkup.id === shownId ? 'true' : undefined}
                onClick={() => onSelect(checkup)}
              >
                <span>{t('checkup.checkupOn', { date: formatDate(checkup.date) })}</span>
                <JudgementBadge judgement={checkup.judgement} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
