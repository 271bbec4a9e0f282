/**
 * The part of a service worker's global scope this worker uses. The shell compiles with the DOM library, which has
 * no worker types, and the two libraries cannot be loaded together: these few are declared here instead.
 */
export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}

export interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown } | null;
}

export interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification & { readonly data: unknown };
}

export interface WindowClient {
  readonly url: string;
  readonly focused: boolean;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}

export interface Clients {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>;
  openWindow(url: string): Promise<WindowClient | null>;
}

export interface ServiceWorkerScope {
  readonly registration: ServiceWorkerRegistration;
  readonly clients: Clients;
  readonly location: { readonly origin: string };
  readonly navigator: { readonly languages: readonly string[] };
  readonly serviceWorkerConfig?: unknown;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}
