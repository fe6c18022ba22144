import { useEffect, useRef } from 'react';
import { unsubscribeQuery } from '#contract/notifications/schema.ts';
import { failureMessage } from '#web/api/failure-message.ts';
import { HttpError } from '#web/api/http.ts';
import { useUnsubscribe } from '../api/unsubscribe.ts';

export type UnsubscribeOutcome =
  | { state: 'checking' }
  | { state: 'done'; detail: string }
  /** `retry` when another try might work (the server failed, or never answered). */
  | { state: 'failed'; failure: string; retry?: () => void };

const CHOOSE_ON_PROFILE = 'You can choose your e-mails on your profile’s Notifications tab.';

/**
 * Opens an e-mail's unsubscribe link: sends its token once, on arrival, and says what came of it. A
 * link without a usable token is refused without asking, in the words the server would use.
 */
export function useUnsubscribeLink(token: string | null): UnsubscribeOutcome {
  const unsubscribe = useUnsubscribe();
  const link = unsubscribeQuery.safeParse({ token: token ?? undefined });
  const linkToken = link.success ? link.data.token : null;
  // Effects run twice in development (StrictMode): send the token for one mount only.
  const sentFor = useRef<string | null>(null);
  const { mutate } = unsubscribe;
  useEffect(() => {
    if (linkToken === null || sentFor.current === linkToken) return;
    sentFor.current = linkToken;
    mutate(linkToken);
  }, [linkToken, mutate]);

  if (!link.success) return { state: 'failed', failure: `${link.error.issues[0]?.message ?? 'The unsubscribe link is not valid'}. ${CHOOSE_ON_PROFILE}` };
  if (unsubscribe.isSuccess) return { state: 'done', detail: unsubscribe.data.detail };
  if (unsubscribe.isError) {
    // A refused link (not one of ours, or malformed) will not work on another try; anything else might.
    const final = unsubscribe.error instanceof HttpError && (unsubscribe.error.status === 400 || unsubscribe.error.status === 422);
    return {
      state: 'failed',
      failure: failureMessage(unsubscribe.error) ?? `The unsubscribe link is not valid. ${CHOOSE_ON_PROFILE}`,
      retry: final ? undefined : () => unsubscribe.mutate(link.data.token),
    };
  }
  return { state: 'checking' };
}
