import { session } from 'shared-kernel';
import type { Channel } from 'shared-kernel/isomorphic';

/** Makes `channel` the one the feed shows (the session's current channel). */
export function showChannel(channel: Channel): void {
  session.setChannelState({
    curChnSn: channel.chnSn,
    curChnNm: channel.chnNm,
    curChnMngrAt: channel.mngrAt,
    curChnPosInvt: channel.posInvtAt,
  });
}

/** After leaving or closing a channel the feed goes back to the person's own channel. */
export function showOwnChannel(): void {
  const { myChnSn } = session.snapshot().channel;
  session.setChannelState({
    curChnSn: myChnSn ?? undefined,
    curChnNm: undefined,
    curChnMngrAt: 'Y',
    curChnPosInvt: 'N',
  });
}

/** The channel a settings page is about: `?chnSn=`, else the current channel, else the person's own. */
export function channelOfPage(search: string): number | null {
  const param = new URLSearchParams(search).get('chnSn');
  if (param !== null) return /^[1-9][0-9]{0,15}$/.test(param) ? Number(param) : null;
  const { curChnSn, myChnSn } = session.snapshot().channel;
  return curChnSn ?? myChnSn ?? null;
}
