import { bridge, bus, followSessionOnHost, navigate, session } from 'shared-kernel';

/**
 * What a native host may tell the page on its own: new tokens, or to open or refresh the life-log detail page;
 * and what the page tells the host of its session (who is logged in, what is kept locally).
 */
export function followNativeHostEvents(): void {
  followSessionOnHost();
  bridge.on('tokenRefreshed').subscribe((tokens) => session.setAuth(tokens));
  bridge
    .on('openLifelogDetail')
    .subscribe(({ lifelogTypeCode }) =>
      navigate(`/lifelogDetailPage?${new URLSearchParams({ lifelogTypeCode })}`),
    );
  bridge
    .on('refreshLifelogDetail')
    .subscribe(({ lifelogTypeCode }) => bus.publish('lifelog.refresh-requested', { lifelogTypeCode }));
}
