/**
 * The rules of shared referral codes both sides use, without zod: how many uses a link serves,
 * how an owner is shown, and reading a referral code out of the link a referrer pastes (user-side
 * spec §5), used by the browser as the person types and by the server before it stores the link.
 */
import { linkFitsApp, wrongAppLinkMessage } from '../apps/rules.ts';
import { unstorableTextProblem } from '../shared/storable-text.ts';
import { readReferralCode, TYPED_CODE, TYPED_CODE_MESSAGE } from './link-code.ts';

/** How many people one shared link serves unless its owner says otherwise (user-side.md §9). */
export const DEFAULT_MAX_USES = 5;
/** The most uses an owner may give an existing code (PATCH /api/referral-codes/{id} with max_uses). */
export const MAX_USES_LIMIT = 100;

/** Why a code's uses cannot be set below those already taken (the API's 409, and the form's own check). */
export function usesBelowTakenMessage(taken: number): string {
  return `This code has been used ${taken} ${taken === 1 ? 'time' : 'times'}: its uses cannot go below that`;
}

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

/** The code in a link (link-code.ts says how it is read), or null when none fits. */
export function extractReferralCode(text: string, format?: string | null): string | null {
  return readReferralCode(text, format)?.code ?? null;
}

/**
 * A usable link and its code; `confident` is false when the code is only a guess from the last
 * path segment, so the screen asks the person to check it (or type it).
 */
export type ReferralLinkCheck = { ok: true; code: string; confident: boolean } | { ok: false; message: string };

/** The app a link is for, as far as checking the link needs: its name, its links' domains and its own link format, if known. */
export type LinkApp = { name: string; referral_link_domains: readonly string[]; referral_link_format?: string | null };

/** The code a person typed is not the one the link itself gives. */
export const typedCodeMismatch = (code: string) => `This link's code is ${code}: leave the code field empty, or paste the link that goes with your code`;

/**
 * Whether pasted text is a referral link we can use, with the code or the message to show. Given
 * the app, the link must also be on one of its domains ("This doesn't look like a Monzo referral
 * link"), and its own link format is tried first. `typedCode`, what the person typed beside the
 * link, is the code when the link gives none with confidence; when it does, a different typed code
 * is refused rather than silently dropped.
 */
export function checkReferralLink(text: string, app?: LinkApp, typedCode?: string | null): ReferralLinkCheck {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, message: REFERRAL_LINK_MESSAGES.empty };
  if (!URL.canParse(trimmed)) return { ok: false, message: REFERRAL_LINK_MESSAGES.invalid };
  const url = new URL(trimmed);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, message: REFERRAL_LINK_MESSAGES.protocol };
  if (app && !linkFitsApp(trimmed, app.referral_link_domains)) return { ok: false, message: wrongAppLinkMessage(app.name) };
  const reading = readReferralCode(trimmed, app?.referral_link_format);
  const typed = typedCode?.trim() || null;
  if (typed && !TYPED_CODE.test(typed)) return { ok: false, message: TYPED_CODE_MESSAGE };
  if (reading?.confident && typed && typed !== reading.code) return { ok: false, message: typedCodeMismatch(reading.code) };
  const code = reading?.confident ? reading.code : (typed ?? reading?.code);
  if (!code) return { ok: false, message: REFERRAL_LINK_MESSAGES.invalid };
  // A code is %-decoded from the link: it must pass the rule every stored text passes (a %00 is a NUL).
  const problem = unstorableTextProblem(code);
  if (problem) return { ok: false, message: `The code in this referral link ${problem}` };
  return { ok: true, code, confident: Boolean(reading?.confident) || typed !== null };
}

/**
 * Whether a screen should offer a field to type the code beside the link: the link is a web address
 * on the app's domains whose code is not read with confidence (none at all, or only a guess from
 * its last path segment).
 */
export function linkNeedsTypedCode(text: string, app?: LinkApp): boolean {
  const trimmed = text.trim();
  if (!URL.canParse(trimmed)) return false;
  const { protocol } = new URL(trimmed);
  if (protocol !== 'http:' && protocol !== 'https:') return false;
  if (app && !linkFitsApp(trimmed, app.referral_link_domains)) return false;
  return !readReferralCode(trimmed, app?.referral_link_format)?.confident;
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

/** How many offers the dashboard shows before "Show all N offers", and so GET /api/referral-codes/available/summary answers first by default. */
export const FIRST_OFFERS = 6;
