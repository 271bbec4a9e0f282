import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader, pageStyles, useHeadingFocus } from 'shared-kernel';
import { feedBackgroundCodes, type FeedBackgroundCode } from 'shared-kernel/isomorphic';
import { backgroundGradients } from '../activity-cards';
import { boardEditorPath } from '../feed-common/paths';
import styles from './editor.module.css';

/** `insert/board/background/images`: none, or one of the app's backgrounds, each shown with sample text. */
export function BackgroundChoice({
  value,
  onChange,
}: {
  value: FeedBackgroundCode | null;
  onChange: (code: FeedBackgroundCode | null) => void;
}) {
  const { t } = useTranslation('feed');
  const navigate = useNavigate();
  const ref = useHeadingFocus<HTMLDivElement>();
  const back = () => navigate(boardEditorPath);
  return (
    <div ref={ref}>
      <PageHeader title={t('editor.backgroundTitle')} onBack={back} />
      <div className={pageStyles.page}>
        <fieldset className={pageStyles.fieldset}>
          <legend className={pageStyles.legend}>{t('editor.backgroundLegend')}</legend>
          <div className={styles.swatches}>
            {[null, ...feedBackgroundCodes].map((code, index) => (
              <label key={code ?? 'none'} className={styles.swatch}>
                <input
                  type="radio"
                  name="feedBgCode"
                  checked={value === code}
                  onChange={() => onChange(code)}
                />
                {code ? t('editor.backgroundName', { index }) : t('editor.noBackground')}
                <span
                  aria-hidden="true"
                  className={`${styles.sample} ${code ? styles.onGradient : ''}`}
                  style={code ? { backgroundImage: backgroundGradients[code] } : undefined}
                >
                  {t('editor.sample')}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <button type="button" className={pageStyles.primary} onClick={back}>
          {t('editor.done')}
        </button>
      </div>
    </div>
  );
}
