import { useState } from 'react';
import type { AiSuggestion } from '#contract/admin/ai-suggestions/schema.ts';
import type { AppFormBody } from '#contract/admin/apps/schema.ts';
import { ReviewSuggestionDialog } from './review-suggestion-dialog.tsx';
import { useActivateAiSuggestion } from './api/activate-ai-suggestion.ts';
import { useAiSuggestions } from './api/ai-suggestions.ts';
import { useRefreshAiSuggestions } from './api/refresh-ai-suggestions.ts';
import { useRejectAiSuggestion } from './api/reject-ai-suggestion.ts';
import { endedSession } from '#web/api/session.ts';
import { ErrorAlert } from '#web/components/ui/alert.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Skeleton, SkeletonCard } from '#web/components/ui/skeleton.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { notify } from '#web/lib/toast.tsx';
import { failureText } from '../shared/failure-text.ts';
import { toastLogoProblem } from '../shared/logo-problem.ts';
import { useFailureToast } from '../shared/use-failure-toast.ts';
import { SuggestionCard } from './suggestion-card.tsx';

function toastFailure(error: unknown, message: string) {
  if (!endedSession(error)) notify.error(message);
}

/** AI Discovery: Find More Suggestions, and per suggestion Activate (creates the app) or Reject. */
export function AiDiscoveryPanel() {
  const suggestions = useAiSuggestions();
  const refresh = useRefreshAiSuggestions();
  const activate = useActivateAiSuggestion();
  const reject = useRejectAiSuggestion();
  const [refreshProblem, setRefreshProblem] = useState<string | null>(null);
  useFailureToast(suggestions.error, 'Failed to load AI suggestions');

  function findMore() {
    setRefreshProblem(null);
    // The answer's own sentence ("Added N new AI suggestions!") is toasted by the session layer.
    refresh.mutate(undefined, {
      onError: (error) => {
        toastFailure(error, 'Failed to get more AI suggestions');
        if (!endedSession(error)) setRefreshProblem(failureText(error, 'Failed to get more AI suggestions'));
      },
    });
  }

  // Activate opens the suggestion in the offer form, to check and edit before it goes live.
  const [reviewing, setReviewing] = useState<AiSuggestion | null>(null);

  function publish(suggestion: AiSuggestion, reviewed: AppFormBody) {
    activate.mutate(
      { id: suggestion.id, reviewed },
      {
        onSuccess: (app) => {
          notify.success(`${suggestion.name} activated successfully!`);
          toastLogoProblem(app);
          setReviewing(null);
        },
        onError: (error) => toastFailure(error, 'Failed to activate AI suggestion'),
      },
    );
  }

  function onReject(suggestion: AiSuggestion) {
    reject.mutate(suggestion.id, {
      onSuccess: () => notify.success('AI suggestion rejected.'),
      onError: (error) => toastFailure(error, 'Failed to reject AI suggestion'),
    });
  }

  const busy = activate.isPending || reject.isPending;
  return (
    <section aria-labelledby="ai-discovery-title" className="rounded-2xl border border-brand-200 bg-brand-50/60 p-4 sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h3 id="ai-discovery-title" className="text-lg font-semibold text-neutral-900">
            AI Discovery
          </h3>
          <p className="mt-1 max-w-2xl text-neutral-700">
            UK referral programmes not yet in the catalogue. Check a suggestion&apos;s terms before activating it.
          </p>
        </div>
        <Button onClick={findMore} disabled={refresh.isPending} className="shrink-0">
          {refresh.isPending ? 'Finding suggestions...' : 'Find More Suggestions'}
        </Button>
      </div>
      {refreshProblem && (
        <div className="mt-4">
          <ErrorAlert>{refreshProblem}</ErrorAlert>
        </div>
      )}
      <div className="mt-4">
        {suggestions.isPending && (
          <Skeleton label="Loading suggestions..." className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {[0, 1, 2].map((card) => (
              <SkeletonCard key={card} lines={3} />
            ))}
          </Skeleton>
        )}
        {suggestions.isError && <p className="text-neutral-700">The suggestions could not be loaded.</p>}
        {suggestions.data?.length === 0 && (
          <EmptyState icon="search" title="No suggestions yet. Use Find More Suggestions to discover UK referral programmes." />
        )}
        {suggestions.data && suggestions.data.length > 0 && (
          <ul aria-label="AI suggestions" className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {suggestions.data.map((suggestion) => (
              <SuggestionCard key={suggestion.id} suggestion={suggestion} busy={busy} onActivate={setReviewing} onReject={onReject} />
            ))}
          </ul>
        )}
      </div>
      <ReviewSuggestionDialog suggestion={reviewing} busy={activate.isPending} onPublish={publish} onClose={() => setReviewing(null)} />
    </section>
  );
}
