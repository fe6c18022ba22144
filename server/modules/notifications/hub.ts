import type { NotificationStreamEvent, UnreadCount } from '#contract/notifications/schema.ts';
import { STREAM_EVENTS } from '#contract/notifications/rules.ts';
import type { Database } from '#server/db/client.ts';
import { ServiceUnavailableError, TooManyStreamsError } from './stream-errors.ts';
import { createNotificationListener, type NotificationListener } from './listener.ts';
import { countUnread, findForStream } from './service.ts';

/** Where one open stream's events go. */
export type StreamSink = {
  send: (event: string, data: NotificationStreamEvent | UnreadCount, id?: string) => void;
  close: () => void;
};

type Log = { error: (message: string) => void; warn: (message: string) => void };

/** A person with more tabs than this gets the 30-second count instead of a live stream in the others. */
export const MAX_STREAMS_PER_USER = 10;

/**
 * The open notification streams of this process, by user, and the one LISTEN that feeds them: a
 * notification written by any process on the database reaches the streams its user has open here.
 */
export class NotificationHub {
  private readonly streams = new Map<string, Set<StreamSink>>();
  private readonly listener: NotificationListener;
  private closed = false;

  private readonly database: Database;
  private readonly log: Log;

  constructor(database: Database, log: Log) {
    this.database = database;
    this.log = log;
    this.listener = createNotificationListener(database, {
      onNotification: (userId, id) => void this.deliver(userId, id),
      onResync: () => void this.resync(),
      onError: (message) => log.warn(message),
    });
  }

  /** Registers a stream and sends it the unread count; answers the function that unregisters it. */
  async open(userId: string, sink: StreamSink): Promise<() => void> {
    if (this.closed) throw new ServiceUnavailableError();
    const own = this.streams.get(userId) ?? new Set<StreamSink>();
    if (own.size >= MAX_STREAMS_PER_USER) throw new TooManyStreamsError();
    try {
      await this.listener.start();
    } catch (error) {
      this.log.error(`live notifications are unavailable: ${error instanceof Error ? error.message : String(error)}`);
      throw new ServiceUnavailableError();
    }
    own.add(sink);
    this.streams.set(userId, own);
    try {
      // Registered before counting, so a notification written meanwhile is not missed.
      sink.send(STREAM_EVENTS.unreadCount, { unread_count: await countUnread(this.database.db, userId) });
    } catch (error) {
      this.remove(userId, sink);
      throw error;
    }
    return () => this.remove(userId, sink);
  }

  /** Ends every stream (the server is closing) and stops listening. */
  async close(): Promise<void> {
    this.closed = true;
    for (const sinks of this.streams.values()) for (const sink of sinks) sink.close();
    this.streams.clear();
    await this.listener.stop();
  }

  private remove(userId: string, sink: StreamSink): void {
    const own = this.streams.get(userId);
    if (!own) return;
    own.delete(sink);
    if (own.size === 0) this.streams.delete(userId);
  }

  private async deliver(userId: string, id: string | null): Promise<void> {
    if (!this.streams.has(userId)) return;
    try {
      const [notification, unread] = await Promise.all([id ? findForStream(this.database.db, userId, id) : null, countUnread(this.database.db, userId)]);
      for (const sink of this.streams.get(userId) ?? []) {
        if (notification) sink.send(STREAM_EVENTS.notification, { notification, unread_count: unread }, notification.id);
        else sink.send(STREAM_EVENTS.unreadCount, { unread_count: unread });
      }
    } catch (error) {
      if (!this.closed) this.log.error(`could not deliver live notifications: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** After the listener was away: every open stream gets the count as it is now. */
  private async resync(): Promise<void> {
    for (const userId of [...this.streams.keys()]) {
      try {
        const unread = await countUnread(this.database.db, userId);
        for (const sink of this.streams.get(userId) ?? []) sink.send(STREAM_EVENTS.unreadCount, { unread_count: unread });
      } catch (error) {
        if (!this.closed) this.log.error(`could not resync live notifications: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}
