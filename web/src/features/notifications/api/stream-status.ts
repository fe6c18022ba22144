import { useSyncExternalStore } from 'react';

/** Whether this tab's live notification stream is open; while it is not, the unread count is polled. */
let live = false;
const listeners = new Set<() => void>();

export const streamStatus = {
  isLive: (): boolean => live,
  set(next: boolean): void {
    if (next === live) return;
    live = next;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useStreamIsLive(): boolean {
  return useSyncExternalStore(streamStatus.subscribe, streamStatus.isLive);
}
