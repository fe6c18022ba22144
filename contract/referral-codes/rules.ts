/**
 * The rules of shared referral codes both sides use, without zod: how many uses a link serves,
 * how an owner is shown, and reading a referral code out of the link a referrer pastes (user-side
 * spec §5), used by the browser as the person types and by the server before it stores the link.
 */
import { linkFitsApp, wrongAppLinkMessage } from '../apps/rules.ts';
import { unstorableTextProblem } from '../shared/storable-text.ts';

/** How many people one shared link serves unless its owner says otherwise (user-side.md §9). */
export const DEFAULT_MAX_USES = 5;

/**
 * UNUSED (offered, never used), ASSIGNED (used at least once), USED (every use taken), WITHDRAWN (no
 * longer offered), PAUSED (out of the marketplace after referees reported it dead, until its owner
 * replaces the link or the team restores it).
 */
export const REFERRAL_CODE_STATUSES = ['UNUSED', 'ASSIGNED', 'USED', 'WITHDRAWN', 'PAUSED'] as const;

/** The status a code on offer has for its uses: what a paused code returns to when it is restored. */
export function statusForUses(currentUses: number, maxUses: number): 'UNUSED' | 'ASSIGNED' | 'USED' {
  if (currentUses >= maxUses) return 'USED';
  return currentUses > 0 ? 'ASSIGNED' : 'UNUSED';
}

/** The part of an e-mail address before the at-sign: all of another person's address anyone sees. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return at === -1 ? email : email.slice(0, at);
}

/** `maskEmail` in SQL, for lists the database writes as JSON; `email` is an SQL text expression of our own. */
export function maskEmailSqlText(email: string): string {
  return `split_part(${email}, '@', 1)`;
}

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

/** The app a link is for, as far as checking the link needs: its name and its links' domains. */
export type LinkApp = { name: string; referral_link_domains: readonly string[] };

/**
 * Whether pasted text is a referral link we can use, with the code or the message to show. Given
 * the app, the link must also be on one of its domains ("This doesn't look like a Monzo referral link").
 */
export function checkReferralLink(text: string, app?: LinkApp): ReferralLinkCheck {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, message: REFERRAL_LINK_MESSAGES.empty };
  const url = parseUrl(trimmed);
  if (!url) return { ok: false, message: REFERRAL_LINK_MESSAGES.invalid };
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, message: REFERRAL_LINK_MESSAGES.protocol };
  if (app && !linkFitsApp(trimmed, app.referral_link_domains)) return { ok: false, message: wrongAppLinkMessage(app.name) };
  const code = extractReferralCode(trimmed);
  if (!code) return { ok: false, message: REFERRAL_LINK_MESSAGES.invalid };
  // A code is %-decoded from the link: it must pass the rule every stored text passes (a %00 is a NUL).
  const problem = unstorableTextProblem(code);
  if (problem) return { ok: false, message: `The code in this referral link ${problem}` };
  return { ok: true, code };
}

/** Codes ahead of one in the rotation are counted up to this many: "100 or more" says enough, and the count stays cheap. */
export const ROTATION_COUNT_CAP = 100;

export type CodeStandingFields = { times_matched: number; completed: number; ahead_in_rotation: number | null };

/** A code's standing in words: "Handed out 3 times · 2 completed · next in line for Monzo" (or "2 codes ahead of yours"). */
export function codeStandingText(standing: CodeStandingFields, appName: string): string {
  const handedOut = standing.times_matched === 1 ? 'Handed out once' : `Handed out ${standing.times_matched} times`;
  const line =
    standing.ahead_in_rotation === null
      ? 'not in the rotation now'
      : standing.ahead_in_rotation === 0
        ? `next in line for ${appName}`
        : standing.ahead_in_rotation >= ROTATION_COUNT_CAP
          ? `${ROTATION_COUNT_CAP} or more codes ahead of yours for ${appName}`
          : `${standing.ahead_in_rotation} ${standing.ahead_in_rotation === 1 ? 'code' : 'codes'} ahead of yours for ${appName}`;
  return [handedOut, `${standing.completed} completed`, line].join(' · ');
}
