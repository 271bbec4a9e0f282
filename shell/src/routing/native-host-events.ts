import { bridge, bus, navigate, session } from 'shared-kernel';

/** What a native host may tell the page on its own: new tokens, or to open or refresh the life-log detail page. */
export function followNativeHostEvents(): void {
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
