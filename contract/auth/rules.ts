/** The account rules both sides use, without zod (contract/auth/schema.ts builds on these). */

/** The shortest password the product takes (user-side.md §5 and §9). */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long';
/** A new password found among the 100,000 commonest (server/lib/common-passwords.ts): refused at sign-up, change and reset. */
export const PASSWORD_TOO_COMMON = 'Choose a less common password';

/** The sign-up form's checkbox, and the question before the first claim of anyone who has not answered it. */
export const ELIGIBILITY_LABEL = 'I am 18 or over and live in the UK';
/** Said when the box is not ticked (the form), or the confirmation is not true (the API). */
export const ELIGIBILITY_REQUIRED = 'Confirm that you are 18 or over and live in the UK';

/** How long a password-reset link works. */
export const RESET_LINK_MINUTES = 60;
/** The answer to a reset request, whatever the address: it tells nobody whether an account uses it. */
export const RESET_REQUESTED = `If an account uses that address, we have sent it a link to choose a new password. The link works for ${RESET_LINK_MINUTES} minutes.`;
/** The answer for a reset link that can still be used. */
export const RESET_LINK_USABLE = 'This link can be used to choose a new password.';
/** A reset link that cannot be used: made up, used, expired, or replaced by a newer one. */
export const RESET_LINK_UNUSABLE = 'This reset link has expired or has already been used. Ask for a new one.';

/** How long a sign-in link works (sent while an account refuses unknown browsers); at most one is sent in this time. */
export const SIGN_IN_LINK_MINUTES = 15;
/** A sign-in link that cannot be used: made up, used, expired, replaced, or for the other area. */
export const SIGN_IN_LINK_UNUSABLE = 'This sign-in link has expired or has already been used. Sign in with your password, or wait for a new link.';

/** How long an e-mail verification link works. */
export const VERIFY_LINK_HOURS = 48;
/** Verification links an account may ask to be sent again an hour. */
export const VERIFY_RESENDS_PER_HOUR = 3;
export const VERIFY_LINK_UNUSABLE = 'This verification link has expired or has already been used. Ask for a new one from your dashboard.';
export const EMAIL_VERIFIED = 'Your e-mail address is verified.';
export const VERIFICATION_SENT = 'We have sent you a new verification link. It works for 48 hours.';
