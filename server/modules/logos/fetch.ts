import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { LOGO_FETCH_MAX_REDIRECTS, LOGO_FETCH_TIMEOUT_MS, LOGO_MAX_BYTES } from '#contract/logos/rules.ts';
import { HttpError, UnprocessableError } from '#server/lib/errors.ts';
import { isPublicAddress, type AddressPolicy } from './addresses.ts';
import { logoWebp } from './encode.ts';

type ResolvedAddress = { address: string; family: number };
/** Every address a host name resolves to. */
type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export type LogoFetchOptions = {
  /** The whole fetch, redirects and body included, gives up after this long. */
  timeoutMs: number;
  /** Which addresses may be connected to: the public internet only, unless a test allows its own server. */
  isAllowedAddress: AddressPolicy;
  resolve: Resolver;
};

/** Fetches a logo from an address and answers it re-encoded as a WebP; refuses with a 422 that says why. */
export type LogoFetcher = (url: string) => Promise<Buffer>;

export const NOT_HTTP = 'The address must start with http:// or https://';
export const PRIVATE_ADDRESS = 'The address is on a private network, which this server does not fetch from';
export const UNREACHABLE = 'The address could not be reached';
export const TOO_MANY_REDIRECTS = `The address redirected more than ${LOGO_FETCH_MAX_REDIRECTS} times`;
export const IMAGE_TOO_LARGE = 'The image at the address is larger than 256 kB';
export const answeredInstead = (status: number) => `The address answered ${status} instead of an image`;
export const timedOut = (timeoutMs: number) => `The address did not answer within ${timeoutMs / 1000} second${timeoutMs === 1000 ? '' : 's'}`;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const lookupAll: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/** Connects only to the address that was checked: the request never resolves the name a second time. */
function pinnedLookup(pinned: ResolvedAddress): net.LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) (callback as (error: null, addresses: ResolvedAddress[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
}

function rejectOnAbort<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** The address the host stands for, once every address it resolves to is allowed. */
async function checkedAddress(url: URL, options: LogoFetchOptions, signal: AbortSignal): Promise<ResolvedAddress> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UnprocessableError(NOT_HTTP);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const family = net.isIP(host);
  const addresses = family ? [{ address: host, family }] : await rejectOnAbort(options.resolve(host), signal);
  // All of them: a name that also points inside a private network is refused, whichever address a connection would take.
  if (addresses.length === 0 || !addresses.every((resolved) => options.isAllowedAddress(resolved.address))) throw new UnprocessableError(PRIVATE_ADDRESS);
  return addresses[0]!;
}

type Answer = { redirectTo: string } | { body: Buffer };

/** One request to a checked address: a redirect's target, or the body, read up to the size limit. */
async function requestOnce(url: URL, options: LogoFetchOptions, signal: AbortSignal): Promise<Answer> {
  const address = await checkedAddress(url, options, signal);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Answer>((resolve, reject) => {
    // No pooled connection: a socket kept from another request could lead somewhere this one never checked.
    const request = client.get(
      url,
      { agent: false, signal, lookup: pinnedLookup(address), headers: { accept: 'image/png, image/jpeg, image/webp' } },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (REDIRECTS.has(status) && location) {
          response.destroy();
          return resolve({ redirectTo: location });
        }
        if (status < 200 || status >= 300) {
          response.destroy();
          return reject(new UnprocessableError(answeredInstead(status)));
        }
        if (Number(response.headers['content-length'] ?? 0) > LOGO_MAX_BYTES) {
          response.destroy();
          return reject(new UnprocessableError(IMAGE_TOO_LARGE));
        }
        const chunks: Buffer[] = [];
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > LOGO_MAX_BYTES) {
            response.destroy();
            reject(new UnprocessableError(IMAGE_TOO_LARGE));
          } else chunks.push(chunk);
        });
        response.on('end', () => resolve({ body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/**
 * Fetches the bytes at an address as a logo, safely for the network the server sits in: http or
 * https only; the host resolved here and every address checked, then that address connected to;
 * each redirect (at most LOGO_FETCH_MAX_REDIRECTS) checked again; the body cut off past LOGO_MAX_BYTES;
 * everything within the timeout. Any failure is a 422 whose sentence says why.
 */
async function fetchLogoBytes(address: string, options: LogoFetchOptions): Promise<Buffer> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    let url = new URL(address);
    for (let redirects = 0; ; redirects += 1) {
      const answer = await requestOnce(url, options, signal);
      if ('body' in answer) return answer.body;
      if (redirects === LOGO_FETCH_MAX_REDIRECTS) throw new UnprocessableError(TOO_MANY_REDIRECTS);
      url = new URL(answer.redirectTo, url);
    }
  } catch (error) {
    if (signal.aborted) throw new UnprocessableError(timedOut(options.timeoutMs));
    if (error instanceof HttpError) throw error;
    throw new UnprocessableError(UNREACHABLE);
  }
}

/** The product's fetcher (public addresses, 5 seconds), or one with a test's own limits. */
export function logoFetcher(overrides: Partial<LogoFetchOptions> = {}): LogoFetcher {
  const options: LogoFetchOptions = { timeoutMs: LOGO_FETCH_TIMEOUT_MS, isAllowedAddress: isPublicAddress, resolve: lookupAll, ...overrides };
  return async (url) => logoWebp(await fetchLogoBytes(url, options));
}
