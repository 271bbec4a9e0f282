import 'locales/fonts/khmer.css';
import 'shared-kernel/base.css';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import {
  AppRouter,
  configureKernel,
  FIRST_VIEW_ID,
  initI18n,
  loadAppConfig,
  pathIsUnder,
  startOutboxService,
  type KernelConfigInput,
} from 'shared-kernel';
import { jsonInPage } from './composition/registry';
import { startRegistry } from './composition/early-start';
import { startComposition } from './composition/start-composition';
import { watchChunkLoadFailures } from './composition/chunk-reload';
import { Frame, loadMainBars } from './frame/Frame';
import { closeDialogsOnNavigation } from './routing/close-dialogs-on-navigation';
import { guardEveryNavigation, guardRoute } from './routing/route-guard';
import { restoreScrollOnBack } from './routing/scroll-restoration';
import { followNativeHostEvents } from './routing/native-host-events';
import { openChannelShareOnRequest } from './routing/channel-share-requests';
import { followManifestLanguage } from './installable-app/manifest-language';
import { registerServiceWorker } from './installable-app/register-service-worker';
import { showAppStatus } from './maintenance/show-app-status';

/** The app config the server wrote into the page (the same object as `/app-config.json`). */
function configureAppFrom(value: unknown): void {
  const config = value as Partial<KernelConfigInput> | null;
  if (
    typeof config?.apiBaseUrl !== 'string' ||
    (config.clientId !== undefined && typeof config.clientId !== 'string')
  ) {
    throw new Error('Invalid app config in the page: expected { apiBaseUrl, clientId? }');
  }
  configureKernel({ apiBaseUrl: config.apiBaseUrl, clientId: config.clientId });
}

/** The screen the server sent for an address the route guard has just left (a signed-in person at the login). */
function discardFirstViewOfAnotherPage(): void {
  const firstView = document.getElementById(FIRST_VIEW_ID);
  if (firstView && firstView.dataset.firstViewRoute !== window.location.pathname) firstView.remove();
}

async function boot(rootElement: HTMLElement): Promise<void> {
  watchChunkLoadFailures();
  // A /main page draws its bars as soon as the frame does: their chunk loads while the kernel starts.
  if (pathIsUnder(window.location.pathname, '/main')) loadMainBars().catch(() => undefined);
  // Three independent loads at start-up, side by side; the registry's began in main.js (early-start).
  const inlineConfig = jsonInPage('app-config-json');
  const [, i18n, registry] = await Promise.all([
    inlineConfig ? configureAppFrom(inlineConfig) : loadAppConfig('/app-config.json'),
    initI18n(),
    startRegistry('/remotes.json'),
  ]);
  guardRoute(registry);
  discardFirstViewOfAnotherPage();

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

  showAppStatus(rootElement);
  closeDialogsOnNavigation();
  restoreScrollOnBack();
  guardEveryNavigation(registry);
  followNativeHostEvents();
  openChannelShareOnRequest();
  // Entries kept on this phone are sent from whichever page is open (issue 15).
  startOutboxService();
  startComposition(registry);
  followManifestLanguage(i18n);
  registerServiceWorker();
}

const rootElement = document.getElementById('root')!;
boot(rootElement).catch((error: unknown) => {
  console.error('The app could not start', error);
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  // Set through the style object: the Content-Security-Policy refuses a style attribute written as markup.
  message.style.padding = '2rem';
  message.append(
    '앱을 시작하지 못했어요. 잠시 후 다시 시도해 주세요.',
    document.createElement('br'),
    'The app could not start. Please try again in a few minutes.',
  );
  rootElement.replaceChildren(message);
});
