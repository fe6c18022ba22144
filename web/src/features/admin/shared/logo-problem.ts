import type { AdminAppAnswer } from '#contract/admin/apps/schema.ts';
import { notify } from '#web/lib/toast.tsx';

/** What a save or an activation says when the logo address it carried could not be fetched: the app keeps its initial tile. */
function savedWithoutLogoText(problem: string): string {
  return `Saved without its logo. ${problem}.`;
}

/** Says so, after the save's own success message, when an app was saved without the logo its address should have given. */
export function toastLogoProblem(saved: Pick<AdminAppAnswer, 'logo_problem'>): void {
  if (saved.logo_problem) notify.error(savedWithoutLogoText(saved.logo_problem));
}
