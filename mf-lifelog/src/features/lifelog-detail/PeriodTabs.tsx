import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { periodViews, type PeriodView } from './periods';
import styles from './lifelogDetail.module.css';

export const tabIdOf = (idPrefix: string, view: PeriodView) => `${idPrefix}-tab-${view}`;

const stepByKey: Readonly<Record<string, (index: number) => number>> = {
  ArrowRight: (index) => (index + 1) % periodViews.length,
  ArrowLeft: (index) => (index - 1 + periodViews.length) % periodViews.length,
  Home: () => 0,
  End: () => periodViews.length - 1,
};

/**
 * Day, month and year as tabs (WAI-ARIA tabs pattern): only the chosen tab is in the tab order, the arrow keys,
 * Home and End move to another tab and choose it.
 */
export function PeriodTabs({
  view,
  onChange,
  idPrefix,
  panelId,
}: {
  view: PeriodView;
  onChange: (view: PeriodView) => void;
  idPrefix: string;
  panelId: string;
}) {
  const { t } = useTranslation('lifelogRecords');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent) {
    const step = stepByKey[event.key];
    if (!step) return;
    event.preventDefault();
    const index = step(periodViews.indexOf(view));
    const next = periodViews[index];
    if (!next) return;
    tabs.current[index]?.focus();
    onChange(next);
  }

  return (
    <div role="tablist" aria-label={t('detail.views.label')} className={styles.tabs} onKeyDown={onKeyDown}>
      {periodViews.map((tab, index) => (
        <button
          key={tab}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={tabIdOf(idPrefix, tab)}
          aria-selected={tab === view}
          aria-controls={panelId}
          tabIndex={tab === view ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(tab)}
        >
          {t(`detail.views.${tab}`)}
        </button>
      ))}
    </div>
  );
}
