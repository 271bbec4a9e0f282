import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import {
  activityFromQuery,
  Loading,
  pageUnderShareOverlay,
  pageStyles,
  Sheet,
  useLoad,
  type OverlayProps,
} from 'shared-kernel';
import { ShareForm } from './ShareForm';

/**
 * `shareChn`, opened over any page by the shell when an area calls `requestChannelShare`: the record named in
 * the query goes to the family channels the person chooses. It closes through the kernel's overlay history (a
 * back to the page it was opened from, which keeps its scroll position), registered with the query names only
 * it reads (`shareOverlayQuery`), so the page's address never keeps the shared record.
 */
export function ShareChannelOverlay({ onClose }: OverlayProps) {
  const { t } = useTranslation('share');
  const location = useLocation();
  const under = pageUnderShareOverlay(location);
  const { loaded } = useLoad(() => activityFromQuery(location.search), location.search);

  return (
    <Sheet title={t('title')} onClose={onClose}>
      <div className={pageStyles.sheetBody}>
        {loaded.state === 'loading' ? <Loading /> : null}
        {loaded.state === 'ready' && 'problem' in loaded.value ? (
          <div role="alert">
            <p className={pageStyles.error}>{t('invalidReference')}</p>
            <p className={pageStyles.hint}>{t(`messages:${loaded.value.problem}`)}</p>
          </div>
        ) : null}
        {loaded.state === 'ready' && 'activity' in loaded.value ? (
          <ShareForm activity={loaded.value.activity} pageUnder={under} onDone={onClose} />
        ) : null}
      </div>
    </Sheet>
  );
}
