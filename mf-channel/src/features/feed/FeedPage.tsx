import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AreaHeading, LoadFailure, Loading, pageStyles, session, useHeadingFocus } from 'shared-kernel';
import { channelTypeCodes } from 'shared-kernel/isomorphic';
import { PostCard } from '../feed-common/PostCard';
import { boardEditorPath, feedPath } from '../feed-common/paths';
import styles from '../feed-common/feed.module.css';
import { HealthContentSection } from '../health-content';
import { actCodeOf, type ActivityFilter } from './activityFilter';
import { EmptyFeed } from './EmptyFeed';
import { FeedFilters } from './FeedFilters';
import { storedFeedFilter } from './storedFeedFilter';
import { useChannelList } from './useChannelList';
import { useChosenChannel } from './useChosenChannel';
import { useFeedList } from './useFeedList';

/**
 * `/main/feed`: the posts of the person's channels, newest first, with the channel switcher and the feed
 * filter. `header` is shown above the list (the waiting invitations, what waits to be sent).
 */
export function FeedPage({ header }: { header?: ReactNode }) {
  const { t } = useTranslation('feed');
  const pageRef = useHeadingFocus<HTMLDivElement>();
  const { chnSn, choose } = useChosenChannel();
  const channels = useChannelList(chnSn);
  const [filter, setFilter] = useState<ActivityFilter>(() => storedFeedFilter().activity);
  const [showsHealthContent] = useState(() => storedFeedFilter().healthContent);
  const channelList = channels.loaded.state === 'ready' ? channels.loaded.value.chnList : [];
  const shownChannels = channelList.map((channel) => channel.chnSn);
  const { list, loadFirst, loadMore, loadingMore, moreError } = useFeedList(
    chnSn,
    actCodeOf(filter),
    shownChannels,
  );
  const now = Date.now();

  function chooseFilter(next: ActivityFilter) {
    setFilter(next);
    session.setChannelState({ feedFilterCondition: { activity: next, healthContent: showsHealthContent } });
  }

  return (
    <div ref={pageRef} className={pageStyles.page}>
      <div className={pageStyles.cardHead}>
        <AreaHeading>{t('feed.title')}</AreaHeading>
        <div className={pageStyles.actions}>
          {/* Also with a family channel already: a person may make more (up to channelLimits). */}
          <Link className={pageStyles.secondary} to={`${feedPath}/main-notification`}>
            {t('mainNotification.open')}
          </Link>
          <Link className={pageStyles.secondary} to={`${feedPath}/feedFilter`}>
            {t('feedFilter.open')}
          </Link>
          <Link className={pageStyles.secondary} to={`${feedPath}/chnForm`}>
            {t('feed.createChannel')}
          </Link>
          <Link className={pageStyles.primary} to={boardEditorPath}>
            {t('feed.write')}
          </Link>
        </div>
      </div>
      {header}
      {showsHealthContent ? <HealthContentSection /> : null}
      {channels.loaded.state === 'failed' ? (
        <LoadFailure message={channels.loaded.message} onRetry={channels.retry} />
      ) : (
        <FeedFilters
          channels={channelList}
          chnSn={chnSn}
          onChannel={choose}
          filter={filter}
          onFilter={chooseFilter}
        />
      )}
      {list.state === 'loading' ? <Loading /> : null}
      {list.state === 'failed' ? <LoadFailure message={list.message} onRetry={loadFirst} /> : null}
      {list.state === 'ready' && list.posts.length === 0 ? (
        <EmptyFeed
          hasFamilyChannel={channelList.some((channel) => channel.chnTypeCode === channelTypeCodes.family)}
        />
      ) : null}
      {list.state === 'ready' && list.posts.length > 0 ? (
        <>
          <ul className={styles.list} aria-label={t('feed.listLabel')}>
            {list.posts.map((post) => (
              <li key={`${post.feedSn}-${post.chnSn}`}>
                <PostCard post={post} basePath={feedPath} now={now} />
              </li>
            ))}
          </ul>
          {moreError ? (
            <p className={pageStyles.error} role="alert">
              {moreError}
            </p>
          ) : null}
          {list.nextCursor ? <MoreButton busy={loadingMore} onMore={() => void loadMore()} /> : null}
        </>
      ) : null}
    </div>
  );
}

/** "More": a real button, also pressed for the person when it scrolls into view (where the browser can tell). */
function MoreButton({ busy, onMore }: { busy: boolean; onMore: () => void }) {
  const { t } = useTranslation('feed');
  const ref = useRef<HTMLButtonElement>(null);
  const onMoreRef = useRef(onMore);
  onMoreRef.current = onMore;
  useEffect(() => {
    const button = ref.current;
    if (!button || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onMoreRef.current();
    });
    observer.observe(button);
    return () => observer.disconnect();
  }, []);
  return (
    <button ref={ref} type="button" className={pageStyles.secondary} disabled={busy} onClick={onMore}>
      {busy ? t('feed.loadingMore') : t('feed.more')}
    </button>
  );
}
