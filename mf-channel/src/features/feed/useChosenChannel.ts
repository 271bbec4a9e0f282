import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { session } from 'shared-kernel';
import type { Channel } from 'shared-kernel/isomorphic';

function chnSnOfQuery(value: string | null): number | null {
  return value && /^[1-9][0-9]{0,14}$/.test(value) ? Number(value) : null;
}

/**
 * The channel the feed shows (null: every channel). A link with `?chnSn=` (a "joined" notification, a channel
 * just made) picks one; otherwise the session's current channel, which the switcher keeps for the other channel
 * screens and which an accepted invitation changes while the feed is open.
 */
export function useChosenChannel() {
  const [search] = useSearchParams();
  const queried = chnSnOfQuery(search.get('chnSn'));
  const [chnSn, setChnSn] = useState<number | null>(
    () => queried ?? session.snapshot().channel.curChnSn ?? null,
  );

  useEffect(() => {
    if (queried !== null) setChnSn(queried);
  }, [queried]);

  useEffect(() => {
    let shown = session.snapshot().channel.curChnSn;
    const subscription = session.changes$.subscribe(({ channel }) => {
      if (channel.curChnSn === shown) return;
      shown = channel.curChnSn;
      setChnSn(shown ?? null);
    });
    return () => subscription.unsubscribe();
  }, []);

  function choose(channel: Channel | null) {
    setChnSn(channel?.chnSn ?? null);
    session.setChannelState(
      channel
        ? {
            curChnSn: channel.chnSn,
            curChnNm: channel.chnNm,
            curChnMngrAt: channel.mngrAt,
            curChnPosInvt: channel.posInvtAt,
          }
        : { curChnSn: undefined, curChnNm: undefined, curChnMngrAt: undefined, curChnPosInvt: undefined },
    );
  }

  return { chnSn, choose };
}
