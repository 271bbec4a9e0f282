import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
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
import { confirmAndBlock, ReportForm } from '../blocking';
import { deletePost, fetchPost, setPostHidden, type PostKey } from '../feed-common/feedApi';
import { announceFeedChange } from '../feed-common/feedChanges';
import { detailPath, postOfOverlayPath, postOverlays } from '../feed-common/paths';

/** The post's link as a person can open it elsewhere (the app's own address). */
function linkOf(post: PostKey): string {
  return `${window.location.origin}${detailPath(post)}`;
}

/**
 * `feedOption`: copy the post's link; someone else's post can also be hidden, reported or its author blocked
 * (issue 36.2), one's own deleted. Whatever takes the post away closes the menu through the kernel's overlay
 * history, so the feed shows again where it was scrolled (issue 35).
 */
export function FeedOptionsOverlay({ onClose }: OverlayProps) {
  const { t } = useTranslation('feed');
  const { t: tb } = useTranslation('channel');
  const { pathname } = useLocation();
  const [reporting, setReporting] = useState(false);
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
    onClose();
  }

  function reported() {
    if (key) announceFeedChange({ type: 'removed', post: key });
    onClose();
  }

  async function block(author: { userId: string; userNm: string }) {
    setBusy(true);
    if (await confirmAndBlock(tb, author)) onClose();
    else setBusy(false);
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

  const post = loaded.state === 'ready' ? loaded.value : null;
  const theirs = post !== null && post.mineAt === 'N';
  const author = post?.userId ? { userId: post.userId, userNm: post.userNm ?? '' } : null;

  if (reporting && key)
    return (
      <Sheet title={tb('blocking.reportTitle')} onClose={onClose}>
        <div className={pageStyles.sheetBody}>
          <ReportForm
            item={{ ...key, comtSn: null }}
            onReported={reported}
            onCancel={() => setReporting(false)}
          />
        </div>
      </Sheet>
    );

  return (
    <Sheet title={t('options.title')} onClose={onClose}>
      <div className={pageStyles.sheetBody}>
        {loaded.state === 'loading' ? <Loading /> : null}
        {loaded.state === 'failed' ? <LoadFailure message={loaded.message} onRetry={retry} /> : null}
        {post && key ? (
          <>
            {theirs ? (
              <button
                type="button"
                className={pageStyles.secondary}
                disabled={busy}
                onClick={() => void act(() => setPostHidden(key, 'Y'), t('options.hidden'))}
              >
                {t('options.hide')}
              </button>
            ) : null}
            <button
              type="button"
              className={pageStyles.secondary}
              disabled={busy}
              onClick={() => void copyLink()}
            >
              {t('options.copyLink')}
            </button>
            {theirs ? (
              <button
                type="button"
                className={pageStyles.secondary}
                disabled={busy}
                onClick={() => setReporting(true)}
              >
                {tb('blocking.report')}
              </button>
            ) : null}
            {theirs && author ? (
              <button
                type="button"
                className={pageStyles.danger}
                disabled={busy}
                onClick={() => void block(author)}
              >
                {tb('blocking.block')}
              </button>
            ) : null}
            {post.mineAt === 'Y' ? (
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
