import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AreaHeading, LoadFailure, Loading, pageStyles, session, useHeadingFocus } from 'shared-kernel';
import { channelTypeCodes, type Channel } from 'shared-kernel/isomorphic';
import { feedPath } from '../feed-common/paths';
import { activityFilters, type ActivityFilter } from '../feed/activityFilter';
import { storedFeedFilter } from '../feed/storedFeedFilter';
import { useChannelList } from '../feed/useChannelList';
import styles from './feedFilter.module.css';

const allChannels = 'all';

/**
 * `/main/feed/feedFilter`: what the feed shows — one channel or all, one kind of post or all, and whether the health
 * articles and videos come with it. Kept in the session (`feedFilterCondition`, `curChnSn`), as the feed's own
 * switcher keeps them.
 */
export function FeedFilterPage() {
  const { t } = useTranslation('feed');
  const pageRef = useHeadingFocus<HTMLDivElement>();
  const navigate = useNavigate();
  const stored = storedFeedFilter();
  const [activity, setActivity] = useState<ActivityFilter>(stored.activity);
  const [healthContent, setHealthContent] = useState(stored.healthContent);
  const [chnSn, setChnSn] = useState<string>(String(session.snapshot().channel.curChnSn ?? allChannels));
  const channels = useChannelList(null);

  function apply(event: FormEvent) {
    event.preventDefault();
    const chosen: Channel | undefined =
      channels.loaded.state === 'ready'
        ? channels.loaded.value.chnList.find((channel) => String(channel.chnSn) === chnSn)
        : undefined;
    session.setChannelState({
      feedFilterCondition: { activity, healthContent },
      ...(chosen
        ? {
            curChnSn: chosen.chnSn,
            curChnNm: chosen.chnNm,
            curChnMngrAt: chosen.mngrAt,
            curChnPosInvt: chosen.posInvtAt,
          }
        : { curChnSn: undefined, curChnNm: undefined, curChnMngrAt: undefined, curChnPosInvt: undefined }),
    });
    navigate(feedPath);
  }

  return (
    <div ref={pageRef} className={pageStyles.page}>
      <AreaHeading>{t('feedFilter.title')}</AreaHeading>
      {channels.loaded.state === 'loading' ? <Loading /> : null}
      {channels.loaded.state === 'failed' ? (
        <LoadFailure message={channels.loaded.message} onRetry={channels.retry} />
      ) : null}
      {channels.loaded.state === 'ready' ? (
        <form onSubmit={apply} className={styles.form}>
          <fieldset className={styles.group}>
            <legend>{t('feed.channel')}</legend>
            {[null, ...channels.loaded.value.chnList].map((channel) => {
              const value = channel === null ? allChannels : String(channel.chnSn);
              return (
                <label key={value} className={styles.choice}>
                  <input
                    type="radio"
                    name="channel"
                    value={value}
                    checked={chnSn === value}
                    onChange={() => setChnSn(value)}
                  />
                  {channel === null
                    ? t('feed.allChannels')
                    : channel.chnTypeCode === channelTypeCodes.my
                      ? t('feed.myChannel', { chnNm: channel.chnNm })
                      : channel.chnNm}
                </label>
              );
            })}
          </fieldset>
          <fieldset className={styles.group}>
            <legend>{t('feed.activity')}</legend>
            {(Object.keys(activityFilters) as ActivityFilter[]).map((choice) => (
              <label key={choice} className={styles.choice}>
                <input
                  type="radio"
                  name="activity"
                  value={choice}
                  checked={activity === choice}
                  onChange={() => setActivity(choice)}
                />
                {t(`feed.filters.${choice}`)}
              </label>
            ))}
          </fieldset>
          <label className={styles.choice}>
            <input
              type="checkbox"
              checked={healthContent}
              onChange={(event) => setHealthContent(event.target.checked)}
            />
            {t('feedFilter.healthContent')}
          </label>
          <div className={pageStyles.actions}>
            <button type="button" className={pageStyles.secondary} onClick={() => navigate(feedPath)}>
              {t('feedFilter.cancel')}
            </button>
            <button type="submit" className={pageStyles.primary}>
              {t('feedFilter.apply')}
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
