import type { BridgeRequest } from './protocol';

/** The entry points the native host calls on the page: answers to calls, and events of its own. */
export interface BridgeReceiver {
  receive(response: unknown): void;
  emit(event: unknown): void;
}

declare global {
  interface Window {
    FamilyHealthAndroid?: { postMessage(message: string): void };
    webkit?: { messageHandlers?: { familyHealth?: { postMessage(message: unknown): void } } };
    familyHealthBridge?: BridgeReceiver;
  }
}

export type PostToNative = (request: BridgeRequest) => void;

/** How to reach the native host, looked up at call time: a host may inject its object after the page loaded. */
export function nativePoster(win: Window): PostToNative | null {
  const android = win.FamilyHealthAndroid;
  if (android) return (request) => android.postMessage(JSON.stringify(request));
  const ios = win.webkit?.messageHandlers?.familyHealth;
  // The same JSON value Android receives, so that both hosts see identical messages (no undefined fields).
  if (ios)
    return (request) => {
      const message: unknown = JSON.parse(JSON.stringify(request));
      ios.postMessage(message);
    };
  return null;
}
