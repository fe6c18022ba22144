import { describe, expect, it } from 'vitest';
import { createSseParser, type ServerSentEvent } from './sse-parser.ts';

function parse(...chunks: string[]): ServerSentEvent[] {
  const events: ServerSentEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  chunks.forEach((chunk) => parser.push(chunk));
  return events;
}

describe('createSseParser', () => {
  it('reads named events with ids, skipping comments and retry lines', () => {
    expect(parse('retry: 5000\n\n: keep-alive\n\nevent: unread-count\ndata: {"unread_count":2}\n\nevent: notification\nid: abc\ndata: {}\n\n')).toEqual([
      { event: 'unread-count', data: '{"unread_count":2}', id: null },
      { event: 'notification', data: '{}', id: 'abc' },
    ]);
  });

  it('joins an event split across chunks, anywhere, and CRLF line ends', () => {
    expect(parse('event: unr', 'ead-count\r\nda', 'ta: {"unread_count"', ':3}\r', '\n', '\r\n')).toEqual([
      { event: 'unread-count', data: '{"unread_count":3}', id: null },
    ]);
  });

  it('joins multi-line data and names an unnamed event "message"', () => {
    expect(parse('data: one\ndata:two\n\n')).toEqual([{ event: 'message', data: 'one\ntwo', id: null }]);
  });

  it('dispatches nothing until the blank line arrives', () => {
    expect(parse('event: notification\ndata: {}\n')).toEqual([]);
  });
});
