/**
 * Reading a referral code out of the link a referrer pastes (user-side spec §5). One function,
 * used by the browser as the person types and by the server before it stores the link.
 */

export const REFERRAL_LINK_MESSAGES = {
  empty: 'Please enter a referral link',
  invalid: 'Please make sure you entered a valid referral link',
  protocol: 'Please enter a valid HTTPS link',
} as const;

const CODE_PARAMETERS = ['ref', 'referral', 'referralCode', 'code', 'invite', 'r'] as const;
const PATH_KEYWORDS = new Set(['invite', 'join', 'ref', 'referral', 'r']);
const SHORT_CODE = /^[A-Za-z0-9_-]{3,20}$/;
const LONG_CODE = /^[A-Za-z0-9_-]{6,20}$/;

function fromParameters(parameters: URLSearchParams): string | null {
  for (const name of CODE_PARAMETERS) {
    const value = parameters.get(name)?.trim();
    if (value) return value;
  }
  return null;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/**
 * The code in a link, trying in order: a query parameter (ref, referral, referralCode, code,
 * invite, r); the fragment when it is 3-20 letters, digits, `_` or `-`, else the fragment read as a
 * query string; the path segment after invite, join, ref, referral or r (3-20 characters); the last
 * path segment (6-20 characters). Text that is not a URL is itself the code. Null when none fits.
 */
export function extractReferralCode(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const url = parseUrl(trimmed);
  if (!url) return trimmed;

  const fromQuery = fromParameters(url.searchParams);
  if (fromQuery) return fromQuery;

  const fragment = decodeSegment(url.hash.replace(/^#/, ''));
  if (fragment) {
    if (SHORT_CODE.test(fragment)) return fragment;
    const fromFragment = fromParameters(new URLSearchParams(fragment.replace(/^[?&]/, '')));
    if (fromFragment) return fromFragment;
  }

  const segments = url.pathname.split('/').filter(Boolean).map(decodeSegment);
  for (let index = 0; index < segments.length - 1; index += 1) {
    const next = segments[index + 1]!;
    if (PATH_KEYWORDS.has(segments[index]!) && SHORT_CODE.test(next)) return next;
  }
  const last = segments.at(-1);
  if (last && LONG_CODE.test(last)) return last;
  return null;
}

export type ReferralLinkCheck = { ok: true; code: string } | { ok: false; message: string };

/** Whether pasted text is a referral link we can use, with the code or the message to show. */
export function checkReferralLink(text: string): ReferralLinkCheck {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, message: REFERRAL_LINK_MESSAGES.empty };
  const url = parseUrl(trimmed);
  if (!url) return { ok: false, message: REFERRAL_LINK_MESSAGES.invalid };
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, message: REFERRAL_LINK_MESSAGES.protocol };
  const code = extractReferralCode(trimmed);
  if (!code) return { ok: false, message: REFERRAL_LINK_MESSAGES.invalid };
  return { ok: true, code };
}
