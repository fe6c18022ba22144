import { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import { createChannelListener, type ChannelListener } from '#server/db/channel-listener.ts';
import { NOTIFICATION_CHANNEL } from './channel.ts';

/** The trigger names the new notification; a change of status names only the user (see service.ts). */
const announcement = z.object({ user_id: z.uuid(), id: z.uuid().nullish() });

export type ListenerHandlers = {
  /** A notification was inserted (its id), or the user's notifications changed otherwise (null), by this process or another. */
  onNotification: (userId: string, id: string | null) => void;
  /** The connection was lost and is back: events may have been missed meanwhile. */
  onResync: () => void;
  onError: (message: string) => void;
};

export type NotificationListener = ChannelListener;

function parse(payload: string, handlers: ListenerHandlers): void {
  let parsed: z.infer<typeof announcement>;
  try {
    parsed = announcement.parse(JSON.parse(payload));
  } catch {
    handlers.onError(`ignored a malformed ${NOTIFICATION_CHANNEL} payload`);
    return;
  }
  handlers.onNotification(parsed.user_id, parsed.id ?? null);
}

/** One LISTEN on the notification channel for this process, whichever database it runs on. */
export function createNotificationListener(database: Database, handlers: ListenerHandlers): NotificationListener {
  return createChannelListener(database, NOTIFICATION_CHANNEL, { ...handlers, onPayload: (payload) => parse(payload, handlers) });
}
