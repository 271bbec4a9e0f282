import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import {
  absoluteTime,
  relativeTime,
  ApiError,
  LoadFailure,
  Loading,
  messageFor,
  pageStyles,
  Sheet,
  useLoad,
  type OverlayProps,
} from 'shared-kernel';
import { fetchLikeUsers } from '../feed-common/feedApi';
import { postOfOverlayPath, postOverlays } from '../feed-common/paths';

/** `like/users`: who liked the post, newest first. */
export function LikeUsersOverlay({ onClose }: OverlayProps) {
  const { t } = useTranslation('feed');
  const { pathname } = useLocation();
  const key = postOfOverlayPath(pathname, postOverlays.likeUsers);
  const { loaded, retry } = useLoad(
    () => (key ? fetchLikeUsers(key) : Promise.reject(new ApiError(404, 'M0044', messageFor('M0044')))),
    key ? `${key.feedSn}/${key.chnSn}` : '',
  );
  const now = Date.now();
  return (
    <Sheet title={t('likes.title')} onClose={onClose}>
      <div className={pageStyles.sheetBody}>
        {loaded.state === 'loading' ? <Loading /> : null}
        {loaded.state === 'failed' ? <LoadFailure message={loaded.message} onRetry={retry} /> : null}
        {loaded.state === 'ready' && loaded.value.likeUserList.length === 0 ? (
          <p className={pageStyles.text}>{t('likes.empty')}</p>
        ) : null}
        {loaded.state === 'ready' && loaded.value.likeUserList.length > 0 ? (
          <ul
            className={pageStyles.fieldset}
            aria-label={t('likes.listLabel', { count: loaded.value.likeUserList.length })}
          >
            {loaded.value.likeUserList.map((user) => (
              <li key={user.userId} className={pageStyles.cardHead}>
                <span className={pageStyles.text}>{user.userNm}</span>
                <time className={pageStyles.hint} dateTime={user.creatDt} title={absoluteTime(user.creatDt)}>
                  {relativeTime(user.creatDt, now)}
                </time>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Sheet>
  );
}
