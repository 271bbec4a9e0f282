import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import {
  LoadFailure,
  Loading,
  PageHeader,
  pageStyles,
  ProtectedImage,
  useHeadingFocus,
  useLoad,
} from 'shared-kernel';
import type { Channel, ChannelBasicInfo } from 'shared-kernel/isomorphic';
import {
  channelOfPage,
  channelStyles as styles,
  loadBasicInfo,
  loadChannel,
  unknownChannel,
} from '../channel-common';
import { DecoratingForm } from './DecoratingForm';

interface Loaded {
  channel: Channel;
  basicInfo: ChannelBasicInfo;
}

async function loadPage(chnSn: number): Promise<Loaded> {
  const [channel, basicInfo] = await Promise.all([loadChannel(chnSn), loadBasicInfo(chnSn)]);
  if (!channel) throw unknownChannel();
  return { channel, basicInfo };
}

/** `/chnDecorating?chnSn=`: the channel's name, cover, background and invitation settings; the manager edits them. */
export function ChannelDecoratingPage() {
  const { t } = useTranslation('channel');
  const { search } = useLocation();
  const chnSn = channelOfPage(search);
  const ref = useHeadingFocus<HTMLDivElement>();
  const { loaded, retry } = useLoad(
    () => (chnSn === null ? Promise.reject(unknownChannel()) : loadPage(chnSn)),
    String(chnSn),
  );

  return (
    <div className={pageStyles.page} ref={ref}>
      <PageHeader title={t('decorating.title')} />
      {loaded.state === 'loading' ? (
        <Loading />
      ) : loaded.state === 'failed' ? (
        <LoadFailure message={loaded.message} onRetry={retry} />
      ) : loaded.value.channel.mngrAt === 'Y' ? (
        <DecoratingForm channel={loaded.value.channel} basicInfo={loaded.value.basicInfo} />
      ) : (
        <ReadOnlyDecoration {...loaded.value} />
      )}
    </div>
  );
}

function ReadOnlyDecoration({ channel, basicInfo }: Loaded) {
  const { t } = useTranslation('channel');
  return (
    <section className={pageStyles.card} aria-label={t('decorating.current')}>
      <p className={pageStyles.hint}>{t('decorating.managerOnly')}</p>
      <h2 className={pageStyles.sectionTitle}>{basicInfo.chnNm}</h2>
      <ProtectedImage
        src={channel.chnImage?.url}
        alt={t('image.preview', { label: t('form.cover') })}
        className={styles.cover}
      />
      {channel.chnBgImage ? (
        <ProtectedImage
          src={channel.chnBgImage.url}
          alt={t('image.preview', { label: t('form.background') })}
          className={styles.background}
        />
      ) : null}
      {basicInfo.inviteMssage ? <p className={pageStyles.text}>{basicInfo.inviteMssage}</p> : null}
      <p className={pageStyles.text}>
        {basicInfo.posInvtAt === 'Y' ? t('decorating.membersMayInvite') : t('decorating.managerInvites')}
      </p>
    </section>
  );
}
