import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  ApiError,
  dialogs,
  LoadFailure,
  Loading,
  messageFor,
  pageStyles,
  Sheet,
  useLoad,
  type OverlayProps,
} from 'shared-kernel';
import { deletePost, fetchPost, setPostHidden, type PostKey } from '../feed-common/feedApi';
import { announceFeedChange } from '../feed-common/feedChanges';
import { detailPath, feedPath, postOfOverlayPath, postOverlays } from '../feed-common/paths';

/** The post's link as a person can open it elsewhere (the app's own address). */
function linkOf(post: PostKey): string {
  return `${window.location.origin}${detailPath(post)}`;
}

/** `feedOption`: hide the post, copy its link, or delete it when it is the person's own. */
export function FeedOptionsOverlay({ onClose }: OverlayProps) {
  const { t } = useTranslation('feed');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const key = postOfOverlayPath(pathname, postOverlays.options);
  const { loaded, retry } = useLoad(
    () => (key ? fetchPost(key) : Promise.reject(new ApiError(404, 'M0044', messageFor('M0044')))),
    key ? `${key.feedSn}/${key.chnSn}` : '',
  );
  const [busy, setBusy] = useState(false);

  async function act(change: () => Promise<unknown>, done: string) {
    if (!key) return;
    setBusy(true);
    try {
      await change();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      void dialogs.toast(error.message);
      setBusy(false);
      return;
    }
    announceFeedChange({ type: 'removed', post: key });
    void dialogs.toast(done);
    navigate(feedPath);
  }

  async function copyLink() {
    if (!key) return;
    try {
      await navigator.clipboard.writeText(linkOf(key));
      void dialogs.toast(t('options.copied'));
      onClose();
    } catch {
      void dialogs.toast(messageFor('M0043'));
    }
  }

  async function remove() {
    if (!key) return;
    const confirmed = await dialogs.confirm({
      message: t('options.deleteConfirm'),
      confirmLabel: t('options.delete'),
    });
    if (confirmed) await act(() => deletePost(key), t('options.deleted'));
  }

  return (
    <Sheet title={t('options.title')} onClose={onClose}>
      <div className={pageStyles.sheetBody}>
        {loaded.state === 'loading' ? <Loading /> : null}
        {loaded.state === 'failed' ? <LoadFailure message={loaded.message} onRetry={retry} /> : null}
        {loaded.state === 'ready' && key ? (
          <>
            <button
              type="button"
              className={pageStyles.secondary}
              disabled={busy}
              onClick={() => void act(() => setPostHidden(key, 'Y'), t('options.hidden'))}
            >
              {t('options.hide')}
            </button>
            <button
              type="button"
              className={pageStyles.secondary}
              disabled={busy}
              onClick={() => void copyLink()}
            >
              {t('options.copyLink')}
            </button>
            {loaded.value.mineAt === 'Y' ? (
              <button
                type="button"
                className={pageStyles.danger}
                disabled={busy}
                onClick={() => void remove()}
              >
                {t('options.delete')}
              </button>
            ) : null}
          </>
        ) : null}
      </div>
    </Sheet>
  );
}
