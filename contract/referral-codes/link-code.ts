/**
 * Reading the referral code out of a link a referrer pastes: the one parser the browser (as the
 * person types) and the server (before it stores the link) both use. In order: the app's own link
 * format, when the administrator has set one; the common spellings of a code parameter; then the
 * spec's rules (user-side §5). A keyword of a referral path is never itself the code.
 */

/** The placeholder an app's link format marks its code with: `https://revolut.com/referral/?referral-code={code}`. */
const CODE_PLACEHOLDER = '{code}';

/** A path segment of a link format that may be anything: Freetrade's links are `/join/`, the sharer's name, then the code. */
const ANY_SEGMENT = '*';

/** Query parameters that carry a code: the common spellings programmes use, then the spec's own names (§5). Names are matched in any case. */
const COMMON_PARAMETERS = ['referral-code', 'referral_code', 'refcode', 'invite_code', 'invitecode', 'promo', 'promocode'] as const;
const SPEC_PARAMETERS = ['ref', 'referral', 'referralCode', 'code', 'invite', 'r'] as const;
const CODE_PARAMETERS = [...COMMON_PARAMETERS, ...SPEC_PARAMETERS].map((name) => name.toLowerCase());

/** Words a referral path is built from: the segment after one may be the code, the word itself never is. */
const KEYWORDS = new Set(['invite', 'join', 'ref', 'referral', 'r', 'referrals', 'invites']);
const PATH_KEYWORDS = new Set(['invite', 'join', 'ref', 'referral', 'r']);

const SHORT_CODE = /^[A-Za-z0-9_-]{3,20}$/;
const LONG_CODE = /^[A-Za-z0-9_-]{6,20}$/;
/** A code where an app's own format says it is: besides the usual characters, `!` and `.` (Revolut's `alicej!NOV26`). */
const FORMAT_CODE = /^[A-Za-z0-9_.!~-]{2,60}$/;

/** What a link says its code is, and whether that is read with confidence (the app's format, a code parameter, the fragment or a referral path) or only guessed from the last path segment. */
export type CodeReading = { code: string; confident: boolean };

const isKeyword = (value: string) => KEYWORDS.has(value.toLowerCase());

function decodePart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '');

/** A code parameter's value, the parameter named in any case; empty values and keywords are passed over. */
function fromParameters(parameters: URLSearchParams): string | null {
  const byName = new Map<string, string>();
  for (const [name, value] of parameters) {
    const key = name.toLowerCase();
    const trimmed = value.trim();
    if (!byName.has(key) && trimmed && !isKeyword(trimmed)) byName.set(key, trimmed);
  }
  for (const name of CODE_PARAMETERS) {
    const value = byName.get(name);
    if (value) return value;
  }
  return null;
}

/** Why a link format cannot be used, or null: an http(s) address with `{code}` once, in its path, query or fragment. */
export function linkFormatProblem(format: string): string | null {
  const url = parseUrl(format.trim().replaceAll(CODE_PLACEHOLDER, 'CODE0PLACEHOLDER'));
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return 'Link format must be a web address starting with https://';
  if (format.split(CODE_PLACEHOLDER).length !== 2) return `Link format must contain ${CODE_PLACEHOLDER} once, where the code goes`;
  return null;
}

/**
 * The code at the place an app's format marks, when the link is on the format's host (or a
 * subdomain of it) and follows its path: in a query parameter (`?referral-code={code}`, any case), a
 * path segment (`/c/{code}`, where a `*` segment before it matches any one segment), or the fragment.
 */
function fromFormat(url: URL, format: string): string | null {
  if (linkFormatProblem(format)) return null;
  const pattern = new URL(format.trim().replaceAll(CODE_PLACEHOLDER, 'CODE0PLACEHOLDER'));
  const host = bareHost(url.hostname);
  const formatHost = bareHost(pattern.hostname);
  if (host !== formatHost && !host.endsWith(`.${formatHost}`)) return null;
  const found = (value: string | null | undefined) => {
    const code = value?.trim();
    return code && FORMAT_CODE.test(code) && !isKeyword(code) ? code : null;
  };

  for (const [name, value] of pattern.searchParams) {
    if (value !== 'CODE0PLACEHOLDER') continue;
    const wanted = name.toLowerCase();
    for (const [actual, given] of url.searchParams) if (actual.toLowerCase() === wanted) return found(given);
    return null;
  }
  if (pattern.hash.includes('CODE0PLACEHOLDER')) {
    const [before = '', after = ''] = pattern.hash.split('CODE0PLACEHOLDER');
    const hash = decodePart(url.hash);
    return hash.startsWith(before) && hash.endsWith(after) && hash.length > before.length + after.length
      ? found(hash.slice(before.length, hash.length - after.length))
      : null;
  }
  const wanted = pattern.pathname.split('/').filter(Boolean);
  const given = url.pathname.split('/').filter(Boolean).map(decodePart);
  const at = wanted.indexOf('CODE0PLACEHOLDER');
  if (at === -1 || given.length < wanted.length) return null;
  for (let index = 0; index < at; index += 1) {
    if (wanted[index] !== ANY_SEGMENT && wanted[index]!.toLowerCase() !== given[index]!.toLowerCase()) return null;
  }
  return found(given[at]);
}

/**
 * The code in pasted text. Text that is not a web address is itself the code (spec §5). In a link,
 * in order: the app's own format (`format`, when set); a code parameter (the common spellings, then
 * the spec's names); the fragment when it is 3-20 letters, digits, `_` or `-`, else the fragment read
 * as a query string; the path segment after invite, join, ref, referral or r (3-20 characters); and,
 * as a guess, the last path segment (6-20 characters). A keyword is never the code. Null when none fits.
 */
export function readReferralCode(text: string, format?: string | null): CodeReading | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const url = parseUrl(trimmed);
  if (!url) return { code: trimmed, confident: true };
  const confidently = (code: string | null) => (code ? { code, confident: true } : null);

  if (format) {
    const own = fromFormat(url, format);
    if (own) return confidently(own);
  }

  const fromQuery = fromParameters(url.searchParams);
  if (fromQuery) return confidently(fromQuery);

  const fragment = decodePart(url.hash.replace(/^#/, ''));
  if (fragment) {
    if (SHORT_CODE.test(fragment) && !isKeyword(fragment)) return confidently(fragment);
    const fromFragment = fromParameters(new URLSearchParams(fragment.replace(/^[?&]/, '')));
    if (fromFragment) return confidently(fromFragment);
  }

  const segments = url.pathname.split('/').filter(Boolean).map(decodePart);
  for (let index = 0; index < segments.length - 1; index += 1) {
    const next = segments[index + 1]!;
    if (PATH_KEYWORDS.has(segments[index]!.toLowerCase()) && SHORT_CODE.test(next) && !isKeyword(next)) return confidently(next);
  }
  const last = segments.at(-1);
  if (last && LONG_CODE.test(last) && !isKeyword(last)) return { code: last, confident: false };
  return null;
}

/** A code a person types beside a link that gives none with confidence: what it may be made of. */
export const TYPED_CODE = /^[A-Za-z0-9_.!~-]{2,60}$/;
export const TYPED_CODE_MESSAGE = 'A referral code is 2 to 60 letters, digits or the characters _ . ! ~ -';
