import 'locales/fonts/khmer.css';
import 'shared-kernel/base.css';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { AppRouter, initI18n, loadAppConfig, startOutboxService } from 'shared-kernel';
import { loadRegistry } from './composition/registry';
import { startComposition } from './composition/start-composition';
import { watchChunkLoadFailures } from './composition/chunk-reload';
import { Frame } from './frame/Frame';
import { closeDialogsOnNavigation } from './routing/close-dialogs-on-navigation';
import { guardEveryNavigation, guardRoute } from './routing/route-guard';
import { restoreScrollOnBack } from './routing/scroll-restoration';
import { followNativeHostEvents } from './routing/native-host-events';
import { openChannelShareOnRequest } from './routing/channel-share-requests';

async function boot(rootElement: HTMLElement): Promise<void> {
  watchChunkLoadFailures();
  // Three independent fetches at start-up: run them side by side, not one after another.
  const [, , registry] = await Promise.all([
    loadAppConfig('/app-config.json'),
    initI18n(),
    loadRegistry('/remotes.json'),
  ]);
  guardRoute(registry);

  // The frame must be in the DOM before single-spa mounts the first remote into it.
  flushSync(() =>
    createRoot(rootElement).render(
      <StrictMode>
        <AppRouter>
          <Frame />
        </AppRouter>
      </StrictMode>,
    ),
  );

  closeDialogsOnNavigation();
  restoreScrollOnBack();
  guardEveryNavigation(registry);
  followNativeHostEvents();
  openChannelShareOnRequest();
  // Entries kept on this phone are sent from whichever page is open (issue 15).
  startOutboxService();
  startComposition(registry);
}

const rootElement = document.getElementById('root')!;
boot(rootElement).catch((error: unknown) => {
  console.error('The app could not start', error);
  rootElement.innerHTML =
    '<p role="alert" style="padding:2rem">앱을 시작하지 못했어요. 잠시 후 다시 시도해 주세요.<br>The app could not start. Please try again in a few minutes.</p>';
});
