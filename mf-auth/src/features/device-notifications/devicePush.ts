// The browser's side of pushes to this device: its permission, its service worker's push subscription, and the
// API that keeps that subscription. The app server registers the worker (shell/src/installable-app) after the
// first page load; without one (a browser without the Push API, or the app's kill switch) nothing can be pushed.
import { fetchPushKey, saveSubscription, type SubscriptionBody } from './api';

/** Whether this browser can receive pushes at all: a service worker, the Push API and notifications. */
export function canReceivePushes(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window.PushManager === 'function' &&
    typeof window.Notification === 'function'
  );
}

/** Whether the app's worker is there to hold a subscription, and this device's subscription if it has one. */
export async function thisDevice(): Promise<{ registered: boolean; subscription: PushSubscription | null }> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  if (!registration) return { registered: false, subscription: null };
  return { registered: true, subscription: await registration.pushManager.getSubscription() };
}

/** The key as the Push API takes it: base64url text to bytes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, '=');
  return Uint8Array.from(atob(padded), (character) => character.charCodeAt(0));
}

function bodyOf(subscription: PushSubscription): SubscriptionBody {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth)
    throw new Error('The push subscription has no endpoint or keys');
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/**
 * Subscribes this device with the API's key and tells the API. If the API does not take it, the browser's
 * subscription is dropped again, so that the switch and the API never disagree.
 */
export async function subscribeThisDevice(): Promise<PushSubscription> {
  const publicKey = await fetchPushKey();
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  try {
    await saveSubscription(bodyOf(subscription));
  } catch (error) {
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
  return subscription;
}
