/** What onboarding saved once the person was signed in: how many apps they chose and how many links went with them. */
export type SavedChoices = { chosen: number; links: number };

/**
 * The toast that confirms the account step worked: "Account created. 2 referral links saved.",
 * "Account created." with no links; "Signed in. 1 referral link saved." when signing in saved
 * choices. A plain sign-in chose nothing and needs no toast: the dashboard says it.
 */
export function signedInMessage(mode: 'register' | 'login', saved: SavedChoices): string | null {
  if (mode === 'login' && saved.chosen === 0) return null;
  const opening = mode === 'register' ? 'Account created.' : 'Signed in.';
  if (saved.links === 0) return opening;
  return `${opening} ${saved.links} ${saved.links === 1 ? 'referral link' : 'referral links'} saved.`;
}
