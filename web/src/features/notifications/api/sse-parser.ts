/** One server-sent event: its name ("message" when unnamed), data and id. */
export type ServerSentEvent = { event: string; data: string; id: string | null };

/**
 * The text/event-stream format (HTML Living Standard §9.2.6), fed in chunks as they arrive:
 * comment lines are skipped, multi-line data is joined, a blank line dispatches. Lines end in \n
 * or \r\n (the server never ends one with a lone \r).
 */
export function createSseParser(onEvent: (event: ServerSentEvent) => void): { push: (chunk: string) => void } {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | null = null;

  function line(text: string): void {
    if (text === '') {
      if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n'), id });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') id = value;
  }

  return {
    push(chunk: string): void {
      buffer += chunk;
      const lines = buffer.split('\n');
      // The last piece is a line still arriving.
      buffer = lines.pop() ?? '';
      for (const text of lines) line(text.endsWith('\r') ? text.slice(0, -1) : text);
    },
  };
}
