/**
 * "The user signed out", told to this tab (a window event) and to the app's other tabs
 * (a BroadcastChannel, which does not echo to its sender).
 */

const EVENT_NAME = 'referral-exchange:logout';
const CHANNEL_NAME = 'referral-exchange-session';

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);

export function announceLogout(): void {
  window.dispatchEvent(new Event(EVENT_NAME));
  channel?.postMessage({ type: 'logout' });
}

/** Calls `listener` when this tab or another signs the user out; returns the unsubscribe. */
export function onLogout(listener: () => void): () => void {
  const fromChannel = (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type === 'logout') listener();
  };
  window.addEventListener(EVENT_NAME, listener);
  channel?.addEventListener('message', fromChannel);
  return () => {
    window.removeEventListener(EVENT_NAME, listener);
    channel?.removeEventListener('message', fromChannel);
  };
}
