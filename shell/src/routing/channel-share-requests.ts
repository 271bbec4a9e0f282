import { bus, navigate, shareOverlayPath } from 'shared-kernel';

/**
 * An area asked to share a record (`requestChannelShare`): the channel remote's `shareChn` overlay opens over the
 * page the person is on, which stays underneath with its own query.
 */
export function openChannelShareOnRequest(): void {
  bus
    .on('channel.share-requested')
    .subscribe(({ payload }) => navigate(shareOverlayPath(window.location, payload)));
}
