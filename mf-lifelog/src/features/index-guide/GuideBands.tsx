import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GenderCode, GuideRange } from 'shared-kernel/isomorphic';
import {
  formatIndexValue,
  formatLifelogNumber,
  GradeBadge,
  guideIndexName,
  guideUnit,
  isHealthIndexKey,
  lifelogStyles,
} from '../lifelog-common';
import { bandGroups, isInBand } from './bandGroups';
import type { GuideValue } from './latestGuideValue';
import styles from './IndexGuideOverlay.module.css';

function formatGuideValue(latest: GuideValue, language: string): string {
  return latest.kind === 'index'
    ? formatIndexValue(latest.key, latest.value, language)
    : formatLifelogNumber(latest.key, latest.value, language);
}

/** What each grade of one guide means, with its bands for the person's sex and their latest value marked. */
export function GuideBands({
  idxCode,
  ranges,
  genderCode,
  latest,
}: {
  idxCode: string;
  ranges: readonly GuideRange[];
  genderCode: GenderCode | null;
  latest: GuideValue | null;
}) {
  const { t, i18n } = useTranslation('lifelog');
  const headingId = useId();
  const unit = guideUnit(t, idxCode);
  const withUnit = (text: string) => (unit ? `${text} ${unit}` : text);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const rangeText = ({ idxMinVal: min, idxMaxVal: max }: GuideRange): string => {
    if (min === null && max === null) return t('guide.range.any');
    if (min === null) return t('guide.range.below', { max: number.format(max ?? 0) });
    if (max === null) return t('guide.range.atLeast', { min: number.format(min) });
    return t('guide.range.between', { min: number.format(min), max: number.format(max) });
  };
  const groups = bandGroups(ranges, idxCode, genderCode);
  const origins = [
    ...new Set(groups.flatMap((group) => group.bands.flatMap((band) => band.idxOriginCode ?? []))),
  ];

  return (
    <section className={styles.guide} aria-labelledby={headingId}>
      <h3 id={headingId} className={lifelogStyles.sectionTitle}>
        {guideIndexName(t, idxCode)}
      </h3>
      {isHealthIndexKey(idxCode) ? <p className={lifelogStyles.text}>{t(`guide.about.${idxCode}`)}</p> : null}
      {latest ? (
        <p className={styles.yourValue}>
          {t('guide.yourValue', { value: withUnit(formatGuideValue(latest, i18n.language)) })}
        </p>
      ) : null}
      {groups.length === 0 ? <p className={lifelogStyles.text}>{t('guide.noBands')}</p> : null}
      {groups.map((group) => (
        <div key={group.genderCode ?? 'all'} className={styles.group}>
          {genderCode === null && group.genderCode !== null ? (
            <h4 className={styles.groupTitle}>{t(`guide.sex.${group.genderCode}`)}</h4>
          ) : null}
          <ul className={styles.bands}>
            {group.bands.map((band) => {
              const mine = latest !== null && isInBand(latest.value, band);
              return (
                <li
                  key={`${band.gradCode}-${band.idxMinVal ?? ''}`}
                  className={mine ? `${styles.band} ${styles.mine}` : styles.band}
                  aria-current={mine ? 'true' : undefined}
                >
                  <span className={styles.bandTop}>
                    <GradeBadge gradCode={band.gradCode} />
                    <span className={styles.range}>{withUnit(rangeText(band))}</span>
                  </span>
                  <span className={lifelogStyles.hint}>{t(`guide.meaning.${band.gradCode}`)}</span>
                  {mine ? <strong className={styles.mineText}>{t('guide.yourBand')}</strong> : null}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      {origins.length > 0 ? (
        <p className={lifelogStyles.hint}>
          {t('guide.source', {
            source: origins
              .map((origin) => t(`guide.origins.${origin}`, { defaultValue: origin }))
              .join(', '),
          })}
        </p>
      ) : null}
    </section>
  );
}
