import { useEffect, useRef } from 'react';
import { useLoad } from 'shared-kernel';
import { fetchChannels } from '../feed-common/feedApi';

/**
 * The person's channels for the switcher. Read again (once per channel) when the feed is to show a channel the
 * list does not hold yet — an invitation accepted on this page, a channel just made over it — so that the
 * switcher names that channel instead of "every channel".
 */
export function useChannelList(chnSn: number | null) {
  const channels = useLoad(fetchChannels);
  const { loaded, retry } = channels;
  const readAgainFor = useRef<number | null>(null);
  useEffect(() => {
    if (loaded.state !== 'ready' || chnSn === null || readAgainFor.current === chnSn) return;
    if (loaded.value.chnList.some((channel) => channel.chnSn === chnSn)) return;
    readAgainFor.current = chnSn;
    retry();
  }, [loaded, chnSn, retry]);
  return channels;
}
