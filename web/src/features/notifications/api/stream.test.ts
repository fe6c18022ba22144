import { describe, expect, it, vi } from 'vitest';
import { FIRST_RETRY_MS, MAX_RETRY_MS, STREAM_PATH, startNotificationStream, type StreamHandlers } from './stream.ts';

const notification = {
  id: '11111111-1111-4111-8111-111111111111',
  type: 'REFERRAL_CLAIMED',
  title: 'Your referral code was claimed',
  message: 'Someone is signing up to Monzo with your referral code.',
  status: 'UNREAD',
  match_id: null,
  created_at: '2025-06-01T12:00:00.000Z',
  read_at: null,
};

/** A response whose body is the given chunks, then ends. */
function streamResponse(...chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      chunks.forEach((chunk) => controller.enqueue(encoder.encode(chunk)));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

function handlers(): StreamHandlers & { [K in keyof StreamHandlers]: ReturnType<typeof vi.fn> } {
  return { onNotification: vi.fn(), onUnreadCount: vi.fn(), onLiveChange: vi.fn(), onUnauthorized: vi.fn(async () => {}) } as never;
}

describe('startNotificationStream', () => {
  it('sends the bearer token, hands over each event, and reconnects with backoff when the stream ends', async () => {
    const waits: number[] = [];
    let calls = 0;
    const fetch = vi.fn(async () => {
      calls += 1;
      if (calls === 1)
        return streamResponse(
          'event: unread-count\ndata: {"unread_count":2}\n\n',
          `event: notification\ndata: ${JSON.stringify({ notification, unread_count: 3 })}\n\n`,
        );
      if (calls === 2) return new Response('{"detail":"down"}', { status: 503 });
      return streamResponse(': keep-alive\n\n');
    });
    const on = handlers();
    let stop = () => {};
    const stream = startNotificationStream(
      {
        fetch,
        token: () => 'the-token',
        wait: async (ms) => {
          waits.push(ms);
          if (waits.length === 4) stop();
        },
      },
      on,
    );
    stop = stream.stop;
    await stream.ended;

    expect(fetch).toHaveBeenCalledWith(STREAM_PATH, expect.objectContaining({ headers: { Accept: 'text/event-stream', Authorization: 'Bearer the-token' } }));
    expect(on.onUnreadCount).toHaveBeenCalledWith({ unread_count: 2 });
    expect(on.onNotification).toHaveBeenCalledWith({ notification, unread_count: 3 });
    expect(on.onLiveChange.mock.calls.map(([live]) => live)).toEqual([true, false, true, false, true, false]);
    // The first stream spoke, so its drop starts the backoff afresh; silent or refused attempts double it.
    expect(waits).toEqual([FIRST_RETRY_MS, 2 * FIRST_RETRY_MS, 4 * FIRST_RETRY_MS, 8 * FIRST_RETRY_MS]);
    expect(Math.max(...waits)).toBeLessThanOrEqual(MAX_RETRY_MS);
  });

  it('asks the session layer on a 401, and stops once no token is stored', async () => {
    let token: string | null = 'stale';
    const fetch = vi.fn(async () => new Response('{"detail":"Your session has ended. Please sign in again."}', { status: 401 }));
    const on = handlers();
    on.onUnauthorized.mockImplementation(async () => {
      token = null;
    });
    // The stream ends by itself once the 401 has signed the person out: no second attempt.
    await startNotificationStream({ fetch, token: () => token, wait: async () => {} }, on).ended;
    expect(on.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(on.onLiveChange).not.toHaveBeenCalled();
  });

  it('ignores events it does not know or cannot read', async () => {
    let calls = 0;
    const fetch = vi.fn(async () =>
      ++calls === 1
        ? streamResponse('event: other\ndata: {}\n\nevent: unread-count\ndata: nonsense\n\nevent: unread-count\ndata: {"unread_count":"x"}\n\n')
        : new Response(null, { status: 503 }),
    );
    const on = handlers();
    let stop = () => {};
    const stream = startNotificationStream({ fetch, token: () => 't', wait: async () => stop() }, on);
    stop = stream.stop;
    // Every event of the first stream has been read once it has ended.
    await stream.ended;
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(on.onUnreadCount).not.toHaveBeenCalled();
    expect(on.onNotification).not.toHaveBeenCalled();
  });
});
