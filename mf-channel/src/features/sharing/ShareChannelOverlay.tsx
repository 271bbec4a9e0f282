import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
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
 * the query goes to the family channels the person chooses.
 */
// The kernel's onClose keeps the whole query, which here also names the shared record: closing goes back to the
// page underneath with only its own query.
export function ShareChannelOverlay(_props: OverlayProps) {
  const { t } = useTranslation('share');
  const location = useLocation();
  const navigate = useNavigate();
  const under = pageUnderShareOverlay(location);
  const close = useCallback(() => navigate(under), [navigate, under]);
  const { loaded } = useLoad(() => activityFromQuery(location.search), location.search);

  return (
    <Sheet title={t('title')} onClose={close}>
      <div className={pageStyles.sheetBody}>
        {loaded.state === 'loading' ? <Loading /> : null}
        {loaded.state === 'ready' && 'problem' in loaded.value ? (
          <div role="alert">
            <p className={pageStyles.error}>{t('invalidReference')}</p>
            <p className={pageStyles.hint}>{t(`messages:${loaded.value.problem}`)}</p>
          </div>
        ) : null}
        {loaded.state === 'ready' && 'activity' in loaded.value ? (
          <ShareForm activity={loaded.value.activity} pageUnder={under} onDone={close} />
        ) : null}
      </div>
    </Sheet>
  );
}
