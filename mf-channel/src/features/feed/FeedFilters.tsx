import { useTranslation } from 'react-i18next';
import { channelTypeCodes, type Channel } from 'shared-kernel/isomorphic';
import styles from '../feed-common/feed.module.css';
import { activityFilters, isActivityFilter, type ActivityFilter } from './activityFilter';

const allChannels = 'all';

export interface FeedFiltersProps {
  channels: readonly Channel[];
  chnSn: number | null;
  onChannel: (channel: Channel | null) => void;
  filter: ActivityFilter;
  onFilter: (filter: ActivityFilter) => void;
}

/** The channel switcher and the feed filter (activity types). */
export function FeedFilters({ channels, chnSn, onChannel, filter, onFilter }: FeedFiltersProps) {
  const { t } = useTranslation('feed');
  return (
    <div className={styles.filters}>
      <label className={styles.field}>
        {t('feed.channel')}
        <select
          className={styles.select}
          value={chnSn === null ? allChannels : String(chnSn)}
          onChange={(event) =>
            onChannel(channels.find((channel) => String(channel.chnSn) === event.target.value) ?? null)
          }
        >
          <option value={allChannels}>{t('feed.allChannels')}</option>
          {channels.map((channel) => (
            <option key={channel.chnSn} value={String(channel.chnSn)}>
              {channel.chnTypeCode === channelTypeCodes.my
                ? t('feed.myChannel', { chnNm: channel.chnNm })
                : channel.chnNm}
              {channel.newFeedCnt > 0 ? ` (${t('feed.newCount', { count: channel.newFeedCnt })})` : ''}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t('feed.activity')}
        <select
          className={styles.select}
          value={filter}
          onChange={(event) => {
            if (isActivityFilter(event.target.value)) onFilter(event.target.value);
          }}
        >
          {(Object.keys(activityFilters) as ActivityFilter[]).map((choice) => (
            <option key={choice} value={choice}>
              {t(`feed.filters.${choice}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
