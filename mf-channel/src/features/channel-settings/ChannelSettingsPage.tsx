import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import {
  formatDate,
  LoadFailure,
  Loading,
  PageHeader,
  pageStyles,
  ProtectedImage,
  useHeadingFocus,
  useLoad,
} from 'shared-kernel';
import { channelOfPage, channelStyles as styles, unknownChannel } from '../channel-common';
import { LeaveOrClose } from './LeaveOrClose';
import { isFamily, loadSettings, type ChannelSettings } from './loadSettings';
import { ShareItemsSection } from './ShareItemsSection';

/** `/chnSetting?chnSn=`: a channel's info, its links, what its members share, and leaving or closing it. */
export function ChannelSettingsPage() {
  const { t } = useTranslation('channel');
  const { search } = useLocation();
  const chnSn = channelOfPage(search);
  const ref = useHeadingFocus<HTMLDivElement>();
  const { loaded, retry } = useLoad(
    () => (chnSn === null ? Promise.reject(unknownChannel()) : loadSettings(chnSn)),
    String(chnSn),
  );

  return (
    <div className={pageStyles.page} ref={ref}>
      <PageHeader title={t('settings.title')} />
      {loaded.state === 'loading' ? (
        <Loading />
      ) : loaded.state === 'failed' ? (
        <LoadFailure message={loaded.message} onRetry={retry} />
      ) : (
        <SettingsBody settings={loaded.value} />
      )}
    </div>
  );
}

function SettingsBody({ settings }: { settings: ChannelSettings }) {
  const { t } = useTranslation('channel');
  const { channel, basicInfo, activity, shareItems, choices } = settings;
  const family = isFamily(channel);
  const query = `?chnSn=${channel.chnSn}`;
  const facts: [string, string | number][] = [
    [t('settings.members'), activity.prtcpntCnt],
    [t('settings.posts'), activity.feedCnt],
    [t('settings.comments'), activity.comtCnt],
    [t('settings.likes'), activity.likeCnt],
    [t('settings.myPosts'), activity.myFeedCnt],
    [t('settings.myComments'), activity.myComtCnt],
    [t('settings.createdOn'), formatDate(activity.creatDt)],
  ];

  return (
    <>
      <section className={pageStyles.card} aria-label={t('settings.info')}>
        <div className={styles.imageRow}>
          <ProtectedImage
            src={channel.chnImage?.url}
            alt={t('waiting.imageOf', { chnNm: channel.chnNm })}
            className={styles.cover}
          />
          <div className={styles.personName}>
            <h2 className={pageStyles.sectionTitle}>{channel.chnNm}</h2>
            <span className={styles.personDetail}>
              {family ? t('settings.familyChannel') : t('settings.myChannel')}
              {family && channel.mngrAt === 'Y' ? ` · ${t('settings.youManage')}` : ''}
            </span>
          </div>
        </div>
        {family && basicInfo.inviteMssage ? (
          <p className={pageStyles.text}>{basicInfo.inviteMssage}</p>
        ) : null}
        <dl className={styles.facts}>
          {facts.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <nav className={styles.links} aria-label={t('settings.more')}>
        <Link className={pageStyles.secondary} to={`/chnDecorating${query}`}>
          {t('settings.decorate')}
        </Link>
        {family ? (
          <Link className={pageStyles.secondary} to={`/prtcpntSetting${query}`}>
            {t('settings.participants')}
          </Link>
        ) : null}
      </nav>

      {family && shareItems ? (
        <ShareItemsSection chnSn={channel.chnSn} items={shareItems} choices={choices} />
      ) : null}
      {family ? (
        <LeaveOrClose channel={channel} />
      ) : (
        <p className={pageStyles.hint}>{t('settings.myChannelHint')}</p>
      )}
    </>
  );
}
