import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyState, formatDate, Loading, PageHeader, LoadFailure } from 'shared-kernel';
import { lifelogStyles } from '../lifelog-common';
import { groupItems, type Checkup, type CheckupItem, type ReferenceRange } from './checkupReport';
import { formatRangeBounds } from './format';
import { checkupById, checkupParam, useCheckups } from './useCheckups';
import styles from './HealthCheckup.module.css';

/** `/main/health-checkup/result-standard`: the reference range of each item of a checkup, with its source. */
export function ResultStandardPage() {
  const { t } = useTranslation('healthCheckup');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { loaded, retry } = useCheckups();
  const checkup =
    loaded.state === 'ready' ? checkupById(loaded.value, searchParams.get(checkupParam)) : undefined;
  return (
    <>
      <PageHeader
        title={t('standard.title')}
        onBack={() => navigate({ pathname: '/main/health-checkup', search: searchParams.toString() })}
      />
      <div className={lifelogStyles.page}>
        {loaded.state === 'loading' ? <Loading /> : null}
        {loaded.state === 'failed' ? <LoadFailure message={loaded.message} onRetry={retry} /> : null}
        {loaded.state === 'ready' && !checkup ? (
          <EmptyState title={t('checkup.emptyTitle')}>{t('checkup.emptyText')}</EmptyState>
        ) : null}
        {checkup ? <Standards checkup={checkup} /> : null}
      </div>
    </>
  );
}

function Standards({ checkup }: { checkup: Checkup }) {
  const { t } = useTranslation('healthCheckup');
  return (
    <>
      <p className={lifelogStyles.text}>{t('standard.lead', { date: formatDate(checkup.date) })}</p>
      {groupItems(checkup.items).map(({ group, items }) => (
        <section key={group} aria-labelledby={`standard-${group}`}>
          <h2 id={`standard-${group}`} className={lifelogStyles.sectionTitle}>
            {t(`checkup.groups.${group}`)}
          </h2>
          <ul className={styles.standards}>
            {items.map((item) => (
              <ItemStandard key={item.key} item={item} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function ItemStandard({ item }: { item: CheckupItem }) {
  const { t } = useTranslation('healthCheckup');
  const originals = item.ranges.flatMap((range) => range.text ?? []);
  return (
    <li className={lifelogStyles.card}>
      <h3 className={styles.itemName}>{t(`checkup.items.${item.key}`)}</h3>
      {item.ranges.some(hasBounds) ? (
        <ul className={styles.ranges}>
          {item.ranges.filter(hasBounds).map((range, index) => (
            <RangeLine key={index} range={range} />
          ))}
        </ul>
      ) : (
        <p className={lifelogStyles.hint}>{t('standard.noRange')}</p>
      )}
      {item.judgement ? (
        <p className={lifelogStyles.hint}>
          {t('standard.judgedBy', { standard: t('checkup.standardName') })}
        </p>
      ) : null}
      {originals.length > 0 ? <OriginalWording texts={originals} /> : null}
    </li>
  );
}

function hasBounds(range: ReferenceRange): boolean {
  return range.low !== null || range.high !== null;
}

/**
 * The report's own wording of its ranges, in whatever language the institution wrote it: folded away and
 * labelled as untranslated, so the page reads in the person's language.
 */
function OriginalWording({ texts }: { texts: readonly string[] }) {
  const { t } = useTranslation('healthCheckup');
  return (
    <details className={styles.original}>
      <summary>{t('standard.original')}</summary>
      {[...new Set(texts)].map((text) => (
        <p key={text} className={lifelogStyles.hint}>
          {text}
        </p>
      ))}
    </details>
  );
}

function RangeLine({ range }: { range: ReferenceRange }) {
  const { t, i18n } = useTranslation('healthCheckup');
  const bounds = formatRangeBounds(range, t, i18n.language);
  const who = [range.sex ? t(`standard.sex.${range.sex}`) : null, range.appliesTo].filter(Boolean).join(', ');
  return (
    <li>
      {who ? <span className={styles.appliesTo}>{who}</span> : null}
      {bounds ? <span className={styles.bounds}>{bounds}</span> : null}
    </li>
  );
}
