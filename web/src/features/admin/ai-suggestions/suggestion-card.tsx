import { useId } from 'react';
import type { AiSuggestion } from '#contract/admin/ai-suggestions/schema.ts';
import { formatReward } from '#contract/shared/money.ts';
import { AppHeading } from '#web/components/app-logo.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { formatConfidence } from '../shared/format.ts';

type SuggestionCardProps = {
  suggestion: AiSuggestion;
  busy: boolean;
  onActivate: (suggestion: AiSuggestion) => void;
  onReject: (suggestion: AiSuggestion) => void;
};

/** One suggested app with its confidence (from the AI service only), rewards, Activate (to review first) and Reject. */
export function SuggestionCard({ suggestion, busy, onActivate, onReject }: SuggestionCardProps) {
  const titleId = useId();
  const referrer = formatReward({
    amountPence: suggestion.referrer_reward_amount_pence,
    minPence: suggestion.referrer_reward_min_pence,
    maxPence: suggestion.referrer_reward_max_pence,
  });
  const referee = formatReward({
    amountPence: suggestion.referee_reward_amount_pence,
    minPence: suggestion.referee_reward_min_pence,
    maxPence: suggestion.referee_reward_max_pence,
  });
  const name = <span className="sr-only"> {suggestion.name}</span>;
  return (
    <li>
      <article aria-labelledby={titleId} className="flex h-full flex-col rounded-2xl border border-neutral-200 bg-surface p-4 shadow-sm">
        <AppHeading name={suggestion.name} logoUrl={suggestion.logo_url} titleId={titleId} level="h4">
          <p className="text-sm text-neutral-700">
            <span className="capitalize">{suggestion.category}</span> ·{' '}
            {/* A confidence is the AI service's own; the curated list's entries are checked by people and carry none worth showing. */}
            {suggestion.source === 'AI' ? `Confidence ${formatConfidence(suggestion.confidence)}` : 'From our curated list'}
          </p>
        </AppHeading>
        <p className="mt-2 text-neutral-700">{suggestion.description}</p>
        <p className="mt-2 text-sm text-neutral-700">
          Referrer {referrer ?? 'None'} · Referee {referee ?? 'None'}
        </p>
        <p className="mt-1 text-sm break-all text-neutral-600">{suggestion.app_url}</p>
        <div className="mt-auto flex flex-wrap gap-2 pt-3">
          <Button onClick={() => onActivate(suggestion)} disabled={busy}>
            Activate{name}
          </Button>
          <Button variant="secondary" onClick={() => onReject(suggestion)} disabled={busy}>
            Reject{name}
          </Button>
        </div>
      </article>
    </li>
  );
}
