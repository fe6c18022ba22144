/** The account rules both sides use, without zod (contract/auth/schema.ts builds on these). */

/** The shortest password the product takes (user-side.md §5 and §9). */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long';
