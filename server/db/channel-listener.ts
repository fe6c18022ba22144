import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './client.ts';

export type ChannelHandlers = {
  /** A message on the channel, from this process or another. */
  onPayload: (payload: string) => void;
  /** The connection was lost: messages may be missed until it is back. */
  onLost?: () => void;
  /** The connection was lost and is back: messages may have been missed meanwhile. */
  onResync: () => void;
  onError: (message: string) => void;
};

export type ChannelListener = {
  /** Starts listening (once; later calls wait for the same start). */
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

/** Embedded database: one connection, whose own notifications PGlite hands back. */
function pgliteListener(client: PGlite, channel: string, handlers: ChannelHandlers): ChannelListener {
  let listening: Promise<() => Promise<void>> | undefined;
  return {
    start: async () => {
      listening ??= client.listen(channel, handlers.onPayload);
      await listening;
    },
    stop: async () => {
      if (!listening) return;
      const unlisten = await listening.catch(() => null);
      listening = undefined;
      if (unlisten && !client.closed) await unlisten();
    },
  };
}

/**
 * PostgreSQL server: a dedicated connection (a pooled one would be handed to queries and lose the
 * LISTEN), reconnecting with backoff when it drops and asking for a resync once it is back.
 */
function postgresListener(pool: pg.Pool, channel: string, handlers: ChannelHandlers): ChannelListener {
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryMs = FIRST_RETRY_MS;
  let lostOnce = false;
  let stopped = false;

  function dropped(lost: pg.Client, reason: string): void {
    if (client !== lost) return;
    client = null;
    lost.removeAllListeners('notification');
    void lost.end().catch(() => {});
    if (stopped) return;
    lostOnce = true;
    handlers.onLost?.();
    handlers.onError(`the ${channel} listener lost its connection (${reason}); reconnecting`);
    scheduleRetry();
  }

  function scheduleRetry(): void {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect().catch((error: unknown) => {
        handlers.onError(`the ${channel} listener could not reconnect: ${error instanceof Error ? error.message : String(error)}`);
        scheduleRetry();
      });
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  }

  function connect(): Promise<void> {
    if (client) return Promise.resolve();
    connecting ??= (async () => {
      const fresh = new pg.Client({ ...pool.options, keepAlive: true });
      fresh.on('error', (error) => dropped(fresh, error.message));
      fresh.on('end', () => dropped(fresh, 'connection ended'));
      fresh.on('notification', (message) => {
        if (message.channel === channel && message.payload) handlers.onPayload(message.payload);
      });
      try {
        await fresh.connect();
        await fresh.query(`LISTEN ${channel}`);
      } catch (error) {
        fresh.removeAllListeners();
        fresh.on('error', () => {});
        await fresh.end().catch(() => {});
        throw error;
      }
      if (stopped) {
        await fresh.end().catch(() => {});
        return;
      }
      client = fresh;
      retryMs = FIRST_RETRY_MS;
      if (lostOnce) handlers.onResync();
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    start: () => {
      stopped = false;
      return connect();
    },
    stop: async () => {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      await connecting?.catch(() => {});
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => {});
        await current.end().catch(() => {});
      }
    },
  };
}

/** One LISTEN on a PostgreSQL channel for this process, whichever database it runs on. */
export function createChannelListener(database: Database, channel: string, handlers: ChannelHandlers): ChannelListener {
  return database.driver === 'pglite'
    ? pgliteListener(database.client as PGlite, channel, handlers)
    : postgresListener(database.client as pg.Pool, channel, handlers);
}
