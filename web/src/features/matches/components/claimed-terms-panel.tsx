import { useId } from 'react';
import type { Match } from '#contract/matches/schema.ts';
import { claimedTerms } from '../logic/claimed-terms.ts';

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** Beside a part of the offer that is not what it was at the claim: says so, and what it is now. */
function Changed({ words, now }: { words: string; now?: string }) {
  return (
    <span className="inline-block rounded-md bg-warning-100 px-1.5 py-0.5 text-xs font-semibold text-warning-900">
      {words}
      {now !== undefined && <>: now {now}</>}
    </span>
  );
}

/**
 * The offer the match was claimed on (`terms_at_claim`): both rewards, the qualifying spend, the
 * waiting period and the terms and conditions, "changed since you claimed" beside each that the app's
 * offer no longer says. The record a missing reward is argued from. Folded while nothing has
 * changed (every card would be twice as long for a record that says what the card says), open when
 * something has.
 */
export function ClaimedTermsPanel({ match }: { match: Match }) {
  const headingId = useId();
  const { figures, conditions, changedWords } = claimedTerms(match);
  const changed = match.terms_changed_since_claim.length > 0;
  return (
    <section aria-labelledby={headingId} className="text-sm">
      <details open={changed}>
        <summary className="cursor-pointer">
          <span id={headingId} className="font-semibold text-brand-700 hover:text-brand-900">
            The offer when claimed
          </span>
          {changed && (
            <>
              {' '}
              <Changed words={changedWords} />
            </>
          )}
        </summary>
        <div className="mt-2 space-y-2">
          <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
            {figures.map((figure) => (
              <div key={figure.part} className="min-w-0">
                <dt className="text-neutral-600">{figure.label}</dt>
                <dd className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="font-semibold text-neutral-900">{capitalised(figure.atClaim)}</span>
                  {figure.now !== null && <Changed words={changedWords} now={figure.now} />}
                </dd>
              </div>
            ))}
          </dl>
          {conditions.text === null ? (
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-neutral-700">
              No terms and conditions were published with it.
              {conditions.changed && <Changed words={changedWords} />}
            </p>
          ) : (
            <details>
              <summary className="cursor-pointer font-semibold text-brand-700 hover:text-brand-900">
                Terms and conditions {conditions.changed && <Changed words={changedWords} />}
              </summary>
              <p className="mt-1 break-words whitespace-pre-line text-neutral-700">{conditions.text}</p>
            </details>
          )}
        </div>
      </details>
    </section>
  );
}
