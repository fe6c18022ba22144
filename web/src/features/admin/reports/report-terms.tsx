import type { AdminReport } from '#contract/admin/reports/schema.ts';
import {
  changedOfferTermsParts,
  OFFER_TERMS_PART_LABEL,
  OFFER_TERMS_PARTS,
  offerTermsPartWords,
  type OfferTerms,
  type OfferTermsPart,
} from '#contract/matches/terms.ts';
import { Badge } from '../shared/badge.tsx';

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

function partWords(terms: OfferTerms, part: OfferTermsPart): string {
  if (part !== 'terms_conditions') return capitalised(offerTermsPartWords(terms, part));
  return terms.terms_conditions?.trim() || 'None published';
}

/**
 * The offer the reported match was claimed on beside the app's offer now, part by part, each part
 * that differs marked: the evidence for a reward reported missing.
 */
export function ReportTerms({ match }: { match: AdminReport['match'] }) {
  const changed = new Set(changedOfferTermsParts(match.terms_at_claim, match.current_terms));
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-neutral-700">
        {changed.size === 0 ? 'The app’s offer is as it was when the match was claimed.' : 'The app’s offer has changed since the match was claimed.'}
      </p>
      <table className="w-full table-fixed text-left text-sm">
        <caption className="sr-only">The offer when claimed and now</caption>
        <thead className="text-neutral-600">
          <tr>
            <th scope="col" className="w-[34%] py-1 pr-3 font-normal sm:w-1/4">
              Term
            </th>
            <th scope="col" className="py-1 pr-3 font-normal">
              When claimed
            </th>
            <th scope="col" className="py-1 font-normal">
              Now
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-200 align-top">
          {OFFER_TERMS_PARTS.map((part) => (
            <tr key={part}>
              <th scope="row" className="py-1.5 pr-3 font-normal text-neutral-700">
                {OFFER_TERMS_PART_LABEL[part]}
                {changed.has(part) && (
                  <span className="mt-1 block">
                    <Badge tone="amber">Changed</Badge>
                  </span>
                )}
              </th>
              <td className="py-1.5 pr-3 font-semibold break-words whitespace-pre-line text-neutral-900">{partWords(match.terms_at_claim, part)}</td>
              <td className="py-1.5 font-semibold break-words whitespace-pre-line text-neutral-900">{partWords(match.current_terms, part)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
