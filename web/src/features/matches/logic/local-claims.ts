import type { ClaimRecord, Match } from '#contract/matches/schema.ts';

/** The claim records the browser keeps (user-side.md §3), under these localStorage names. */
export const LOCAL_CLAIM_KEYS = { active: 'activeReferrals', completed: 'completedReferrals' } as const;

export type LocalClaims = { active: ClaimRecord[]; completed: ClaimRecord[] };

export function claimRecordOf(match: Match): ClaimRecord {
  return {
    match_id: match.id,
    app_id: match.app_id,
    app_name: match.app_name,
    status: match.status,
    code: match.code,
    referral_link: match.referral_link,
    owner_masked_email: match.owner_masked_email,
    instructions: match.instructions,
    created_at: match.created_at,
  };
}

/**
 * The kept lists as the server has them (user-side.md §4): active holds only the person's
 * ASSIGNED referee matches, completed only their USER_MARKED_DONE ones. Rebuilt from the
 * server's matches, which prunes the rest and restores claims made on another device.
 */
export function localClaimsFrom(matches: readonly Match[]): LocalClaims {
  const claimed = matches.filter((match) => match.role === 'referee');
  return {
    active: claimed.filter((match) => match.status === 'ASSIGNED').map(claimRecordOf),
    completed: claimed.filter((match) => match.status === 'USER_MARKED_DONE').map(claimRecordOf),
  };
}

/** A fresh claim goes to the top of the active list at once, ahead of the server's next answer. */
export function withNewClaim(local: LocalClaims, record: ClaimRecord): LocalClaims {
  return { ...local, active: [record, ...local.active.filter((kept) => kept.match_id !== record.match_id)] };
}
