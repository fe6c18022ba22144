import { HttpError } from '#web/api/http.ts';
import { endedSession } from '#web/api/session.ts';
import type { Choice } from './onboarding-state.ts';

export const SAVE_FAILED_MESSAGE = 'Failed to save some apps or referral codes. Please try again.';

/** What already reached the server, kept across attempts so a retry never creates anything twice. */
export type SaveProgress = { apps: Set<string>; codes: Set<string> };

export function emptySaveProgress(): SaveProgress {
  return { apps: new Set(), codes: new Set() };
}

export type SaveCalls = {
  addApp: (appId: string) => Promise<unknown>;
  addCode: (appId: string, link: string, code: string | null) => Promise<unknown>;
};

export type SaveOutcome = 'saved' | 'failed' | 'signed-out';

/** A 409 means the person already has this app or shares a code for it: for onboarding, that is saved. */
async function ensure(call: () => Promise<unknown>): Promise<void> {
  try {
    await call();
  } catch (error) {
    if (error instanceof HttpError && error.status === 409) return;
    throw error;
  }
}

/**
 * Adds each chosen app to the person's apps and shares its link, one app after another, skipping
 * whatever an earlier attempt already saved. One failure does not stop the others; an ended
 * session stops everything (the session layer has already signed the person out).
 */
export async function saveChoices(choices: readonly Choice[], progress: SaveProgress, calls: SaveCalls): Promise<SaveOutcome> {
  let failed = false;
  for (const { appId, link, code } of choices) {
    try {
      if (!progress.apps.has(appId)) {
        await ensure(() => calls.addApp(appId));
        progress.apps.add(appId);
      }
      if (link !== null && !progress.codes.has(appId)) {
        await ensure(() => calls.addCode(appId, link, code));
        progress.codes.add(appId);
      }
    } catch (error) {
      if (endedSession(error)) return 'signed-out';
      failed = true;
    }
  }
  return failed ? 'failed' : 'saved';
}
