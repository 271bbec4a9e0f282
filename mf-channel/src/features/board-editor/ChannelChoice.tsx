import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader, pageStyles, useHeadingFocus } from 'shared-kernel';
import { channelLimits, channelTypeCodes, type Channel } from 'shared-kernel/isomorphic';
import { boardEditorPath } from '../feed-common/paths';

/** `insert/board/share/channel`: the channels the post goes to (one or several). */
export function ChannelChoice({
  channels,
  chosen,
  onChange,
}: {
  channels: readonly Channel[];
  chosen: readonly number[];
  onChange: (chnSnList: number[]) => void;
}) {
  const { t } = useTranslation('feed');
  const navigate = useNavigate();
  const ref = useHeadingFocus<HTMLDivElement>();
  const back = () => navigate(boardEditorPath);
  const full = chosen.length >= channelLimits.channelsPerPost;

  function toggle(chnSn: number, on: boolean) {
    onChange(on ? [...chosen, chnSn] : chosen.filter((kept) => kept !== chnSn));
  }

  return (
    <div ref={ref}>
      <PageHeader title={t('editor.channelsTitle')} onBack={back} />
      <div className={pageStyles.page}>
        <fieldset className={pageStyles.fieldset}>
          <legend className={pageStyles.legend}>{t('editor.channelsLegend')}</legend>
          <div className={pageStyles.choices}>
            {channels.map((channel) => {
              const on = chosen.includes(channel.chnSn);
              return (
                <label key={channel.chnSn} className={pageStyles.choice}>
                  <input
                    type="checkbox"
                    checked={on}
                    disabled={!on && full}
                    onChange={(event) => toggle(channel.chnSn, event.target.checked)}
                  />
                  {channel.chnTypeCode === channelTypeCodes.my
                    ? t('feed.myChannel', { chnNm: channel.chnNm })
                    : channel.chnNm}
                </label>
              );
            })}
          </div>
        </fieldset>
        {chosen.length === 0 ? (
          <p className={pageStyles.error} role="alert">
            {t('editor.chooseChannel')}
          </p>
        ) : null}
        <button type="button" className={pageStyles.primary} onClick={back} disabled={chosen.length === 0}>
          {t('editor.done')}
        </button>
      </div>
    </div>
  );
}
