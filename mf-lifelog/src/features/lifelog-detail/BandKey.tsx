import { useTranslation } from 'react-i18next';
import { bandColours } from './bandColours';
import type { ChartBand } from './chartOptions';
import styles from './lifelogDetail.module.css';

/**
 * The key to the chart's guide bands, under the chart: each band's swatch, name and values in words. On the
 * plot the names overlapped each other and the values (a narrow band, two guides on one chart, long names).
 */
export function BandKey({ bands, unit }: { bands: readonly ChartBand[]; unit: string }) {
  const { t, i18n } = useTranslation('lifelogRecords');
  if (bands.length === 0) return null;
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const valuesOf = ({ low, high }: ChartBand): string => {
    if (low === null && high === null) return t('lifelog:guide.range.any');
    if (low === null) return t('lifelog:guide.range.below', { max: number.format(high ?? 0) });
    if (high === null) return t('lifelog:guide.range.atLeast', { min: number.format(low) });
    return t('lifelog:guide.range.between', { min: number.format(low), max: number.format(high) });
  };
  const rangeText = (band: ChartBand) => (unit ? `${valuesOf(band)} ${unit}` : valuesOf(band));
  return (
    <ul className={styles.bandKey} aria-label={t('detail.bandKey')}>
      {bands.map((band) => {
        const colours = bandColours[band.gradCode];
        return (
          <li key={`${band.label} ${band.low ?? ''}`} className={styles.bandKeyItem}>
            <span
              aria-hidden="true"
              className={band.lineOnly ? styles.bandLine : styles.bandSwatch}
              style={
                band.lineOnly
                  ? { borderColor: colours.text }
                  : { backgroundColor: colours.fill, borderColor: colours.text }
              }
            />
            <span className={styles.bandName} style={{ color: colours.text }}>
              {band.label}
            </span>
            <span className={styles.bandRange}>{rangeText(band)}</span>
          </li>
        );
      })}
    </ul>
  );
}
