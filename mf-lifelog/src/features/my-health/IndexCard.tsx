import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { HealthIndexKey } from 'shared-kernel/isomorphic';
import {
  formatIndexValue,
  GradeBadge,
  indexGuideCode,
  lifelogStyles,
  lifelogTypeName,
  lifelogUnit,
  missingInputName,
  type IndexValue,
} from '../lifelog-common';
import { GradeStandard } from './GradeStandard';
import styles from './MyHealthPage.module.css';

/** An index computed from the latest records: its value and grade, or what it still needs. */
export function IndexCard({
  indexKey,
  index,
  origins,
  canEnterBasalInputs,
}: {
  indexKey: HealthIndexKey;
  index: IndexValue;
  /** The published standards of the guide that grades the index. */
  origins: readonly string[];
  /** The basal metabolic rate card links to the form that fills in a missing weight or height. */
  canEnterBasalInputs: boolean;
}) {
  const { t, i18n } = useTranslation('lifelog');
  const navigate = useNavigate();
  const headingId = useId();
  const name = lifelogTypeName(t, indexKey);
  const missing = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    index.missing.map((input) => missingInputName(t, input)),
  );
  return (
    <li>
      <article className={`${lifelogStyles.card} ${styles.card}`} aria-labelledby={headingId}>
        <div className={styles.cardTop}>
          <h3 id={headingId} className={styles.cardName}>
            {name}
          </h3>
          <button
            type="button"
            className={lifelogStyles.iconButton}
            aria-label={t('my.guideFor', { name })}
            onClick={() => navigate(`/main/my/idxGuidePopup?idxCode=${indexGuideCode(indexKey)}`)}
          >
            ?
          </button>
        </div>
        <p className={styles.value}>
          <strong>{formatIndexValue(indexKey, index.value, i18n.language)}</strong>{' '}
          <span className={styles.unit}>{lifelogUnit(t, indexKey)}</span>
        </p>
        {index.missing.length > 0 ? (
          <p className={lifelogStyles.hint}>{t('my.missing', { items: missing })}</p>
        ) : index.grade ? (
          <span className={styles.grade}>
            <GradeBadge gradCode={index.grade} />
            <GradeStandard origins={origins} />
          </span>
        ) : null}
        {indexKey === 'basalMetabolicRate' && canEnterBasalInputs ? (
          <Link className={styles.inlineLink} to="/main/my/input/basal/metabolic">
            {t('my.basalInput')}
          </Link>
        ) : null}
      </article>
    </li>
  );
}
