/**
 * The HTTP client: fetch, JSON in and out, a bearer header, typed errors. It knows nothing of
 * sessions, toasts or navigation; the session layer (session.ts) sits above it.
 */
import { BATCH_PATH } from '#contract/batch/rules.ts';
import type { BatchAnswer, BatchAnswers } from '#contract/batch/schema.ts';
import { CACHE_BUSTING_PARAM } from './session-rules.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type HttpRequest = {
  method: HttpMethod;
  /** Path, possibly with its own query string: '/api/auth/me'. */
  path: string;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** JSON, or a file (a Blob) sent as its own bytes with its own type. */
  body?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
  /** How to read a successful answer: parsed JSON (or text), its bytes as a Blob (an image), or parsed JSON with the answer's headers. */
  responseType?: 'json' | 'blob' | 'json-and-headers';
};

/** A successful answer read with `responseType: 'json-and-headers'`: a paged list's total comes in a header. */
export type WithHeaders<Body> = { body: Body; headers: Headers };

/** The server answered, with a status outside 2xx; `body` is its parsed answer. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(`Request failed with status ${status}`);
    this.status = status;
    this.body = body;
  }
}

/** The request never got an answer (offline, server down, connection reset). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(options?: { cause?: unknown }) {
    super('Could not reach the server. Check your connection and try again.', options);
  }
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export type HttpClient = {
  send<T>(request: HttpRequest): Promise<T>;
  /**
   * Until the current task ends, JSON reads (GET) are gathered and asked for in one request,
   * GET /api/batch, one per token; each caller still gets its own answer or error, as if it had
   * asked alone. A screen's loader calls it before starting its reads. With `until: 'sent'` the
   * reads wait for `sendGatheredReads()` instead (a screen whose parts ask as they mount sends
   * them once mounted), or at most a second.
   */
  gatherReads(options?: { until?: 'task' | 'sent' }): void;
  /** Sends the gathered reads now. */
  sendGatheredReads(): void;
};

/** The longest gathered reads wait for a screen that said it would send them. */
const HELD_AT_MOST_MS = 1000;

type Waiting = { request: HttpRequest; resolve: (answer: unknown) => void; reject: (error: unknown) => void };

export function buildUrl(path: string, query: HttpRequest['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

/**
 * What a kept answer is kept under: the token and the address, less the cache-busting timestamp,
 * which changes on every call and nothing in the answer (the server leaves it out of its tags too).
 */
function keptKeyOf(token: string, path: string, query: HttpRequest['query']): string {
  const { [CACHE_BUSTING_PARAM]: _timestamp, ...rest } = query ?? {};
  return `${token} ${buildUrl(path, rest)}`;
}

/** An answer's body parsed as its type says (JSON, else text; undefined when empty). */
function parseBody(text: string, type: string): unknown {
  if (!text) return undefined;
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A read that can go in a batch: a GET with a JSON answer. */
function gatherable(request: HttpRequest): boolean {
  return request.method === 'GET' && request.body === undefined && request.responseType !== 'blob';
}

/** A read's answer from a batch, as `send` would have answered it on its own. */
function answerOf(answer: BatchAnswer, responseType: HttpRequest['responseType']): unknown {
  if (answer.status < 200 || answer.status >= 300) throw new HttpError(answer.status, answer.body);
  const body = answer.body === null ? undefined : answer.body;
  return responseType === 'json-and-headers' ? { body, headers: new Headers(answer.headers) } : body;
}

/** How many tagged answers are kept to ask again with If-None-Match: about two screens' worth of reads. */
const KEPT_ANSWERS = 64;

/**
 * A read's last answer and its ETag, to ask with If-None-Match and take again on a 304: kept as the
 * text it came as and parsed afresh each time, so nothing the app does to an answer it was given
 * changes the one kept.
 */
type Kept = { tag: string; text: string; type: string; headers: Headers };

/**
 * The last tagged answers of signed-in reads, by token and address (never by address alone: one
 * person's answer is never another's), the least recently used dropped first. Kept in memory only,
 * so a new page load or another account starts afresh.
 */
class KeptAnswers {
  private readonly answers = new Map<string, Kept>();

  get(key: string): Kept | undefined {
    const kept = this.answers.get(key);
    if (kept) {
      this.answers.delete(key);
      this.answers.set(key, kept);
    }
    return kept;
  }

  keep(key: string, kept: Kept): void {
    this.answers.delete(key);
    this.answers.set(key, kept);
    if (this.answers.size > KEPT_ANSWERS) this.answers.delete(this.answers.keys().next().value!);
  }
}

/** No timeout on purpose: the spec's client waits as long as the server takes. */
export function createHttpClient(fetchImpl: FetchLike): HttpClient {
  const kept = new KeptAnswers();

  async function sendOne<T>({ method, path, query, body, token, headers, responseType = 'json' }: HttpRequest): Promise<T> {
    const requestHeaders: Record<string, string> = { Accept: responseType === 'blob' ? '*/*' : 'application/json', ...headers };
    // A signed-in JSON read asked before names the answer it has: the server answers 304 when it still stands.
    const url = buildUrl(path, query);
    const keptKey = token && method === 'GET' && responseType !== 'blob' ? keptKeyOf(token, path, query) : null;
    const before = keptKey ? kept.get(keptKey) : undefined;
    if (before) requestHeaders['If-None-Match'] = before.tag;
    const file = body instanceof Blob ? body : null;
    if (file) requestHeaders['Content-Type'] = file.type || 'application/octet-stream';
    else if (body !== undefined) requestHeaders['Content-Type'] = 'application/json';
    if (token) requestHeaders.Authorization = `Bearer ${token}`;

    let response: Response;
    try {
      response = await fetchImpl(url, {
        method,
        headers: requestHeaders,
        body: file ?? (body === undefined ? undefined : JSON.stringify(body)),
      });
    } catch (error) {
      throw new NetworkError({ cause: error });
    }

    if (response.ok && responseType === 'blob') return (await response.blob()) as T;
    if (response.status === 304 && before) {
      const body = parseBody(before.text, before.type);
      return (responseType === 'json-and-headers' ? { body, headers: before.headers } : body) as T;
    }
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    const parsed = parseBody(text, type);
    if (!response.ok) throw new HttpError(response.status, parsed);
    const tag = response.headers.get('etag');
    if (keptKey && tag) kept.keep(keptKey, { tag, text, type, headers: response.headers });
    if (responseType === 'json-and-headers') return { body: parsed, headers: response.headers } as T;
    return parsed as T;
  }

  function settle(waiting: Waiting, answer: Promise<unknown>): void {
    answer.then(waiting.resolve, waiting.reject);
  }

  /** One token's gathered reads: alone, as usual; together, in one batch, each settled by its own answer. */
  async function sendTogether(group: Waiting[]): Promise<void> {
    if (group.length === 1) return settle(group[0]!, sendOne(group[0]!.request));
    const reads = group.map(({ request }) => ['get', buildUrl(request.path, request.query)]);
    let answers: BatchAnswer[];
    try {
      const batch = await sendOne<BatchAnswers>({
        method: 'GET',
        path: `${BATCH_PATH}?${new URLSearchParams(reads).toString()}`,
        token: group[0]!.request.token,
        headers: { 'Cache-Control': 'no-cache' },
      });
      answers = batch.answers;
    } catch (error) {
      if (error instanceof NetworkError) return group.forEach((waiting) => waiting.reject(error));
      // A server that refused the batch itself: each read on its own.
      return group.forEach((waiting) => settle(waiting, sendOne(waiting.request)));
    }
    group.forEach((waiting, index) => {
      const answer = answers[index]!;
      // A tagged part is kept as a read asked alone would be: the next time it is asked alone, it names it.
      const tag = answer.headers.etag;
      const { token, path, query } = waiting.request;
      if (tag && token && answer.status === 200) {
        const text = answer.body === null ? '' : JSON.stringify(answer.body);
        kept.keep(keptKeyOf(token, path, query), { tag, text, type: 'application/json', headers: new Headers(answer.headers) });
      }
      try {
        waiting.resolve(answerOf(answer, waiting.request.responseType));
      } catch (error) {
        waiting.reject(error);
      }
    });
  }

  let gathering: Waiting[] | null = null;
  let closing: ReturnType<typeof setTimeout> | undefined;

  function sendGathered(): void {
    const gathered = gathering;
    if (!gathered) return;
    gathering = null;
    clearTimeout(closing);
    closing = undefined;
    const byToken = new Map<string, Waiting[]>();
    for (const waiting of gathered) {
      const token = waiting.request.token ?? '';
      byToken.set(token, [...(byToken.get(token) ?? []), waiting]);
    }
    for (const group of byToken.values()) void sendTogether(group);
  }

  return {
    send<T>(request: HttpRequest): Promise<T> {
      const gathered = gathering;
      if (!gathered || !gatherable(request)) return sendOne<T>(request);
      return new Promise<T>((resolve, reject) => gathered.push({ request, resolve: resolve as (answer: unknown) => void, reject }));
    },
    gatherReads({ until = 'task' } = {}): void {
      gathering ??= [];
      // A screen's wait outlasts a loader's task: the longer of the two closes the window.
      if (until === 'task' && closing !== undefined) return;
      clearTimeout(closing);
      closing = setTimeout(sendGathered, until === 'task' ? 0 : HELD_AT_MOST_MS);
    },
    sendGatheredReads: sendGathered,
  };
}
