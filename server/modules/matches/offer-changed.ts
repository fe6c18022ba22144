import { sql } from 'drizzle-orm';
import { offerTermsChangeSentences } from '#contract/matches/terms.ts';
import { queryRows, type Tx } from '#server/db/client.ts';
import type { AppRow } from '../apps/dto.ts';
import { offerTermsOf } from './offer-terms.ts';

/** Matches whose parties an offer's change concerns: not yet signed up for, or awaiting the reward. */
const LIVE_STATUSES = ['ASSIGNED', 'USER_MARKED_DONE'] as const;

/**
 * Inside an administrator's save of an app: when its rewards, qualifying spend, waiting period or
 * terms changed in a way people would notice (matches/terms.ts), each party of its live matches gets
 * one OFFER_CHANGED notice naming every change, one sentence each, however many of those matches
 * they hold (linked to the match when there is one). Their matches keep the offer as claimed
 * (`terms_at_claim`). A change of anything else tells nobody. Answers how many were told.
 */
export async function tellOfferChanged(tx: Tx, before: AppRow, after: AppRow): Promise<number> {
  const sentences = offerTermsChangeSentences(offerTermsOf(before), offerTermsOf(after));
  if (sentences.length === 0) return 0;
  const title = `The ${after.name} offer changed`;
  const kept = (matches: 'one' | 'several') =>
    matches === 'one'
      ? `${sentences.join(' ')} Your match keeps the offer as it stood when it was claimed, on its card.`
      : `${sentences.join(' ')} Your matches keep the offer as it stood when each was claimed, on their cards.`;
  const live = sql.raw(LIVE_STATUSES.map((status) => `'${status}'`).join(', '));
  const told = await queryRows<{ user_id: string }>(
    tx,
    sql`INSERT INTO notifications (user_id, match_id, type, title, message)
        SELECT party.id, CASE WHEN count(*) = 1 THEN (array_agg(m.id))[1] END, 'OFFER_CHANGED', ${title},
          CASE WHEN count(*) = 1 THEN ${kept('one')} ELSE ${kept('several')} END
        FROM matches m CROSS JOIN LATERAL (VALUES (m.referrer_id), (m.referee_id)) AS party(id)
        WHERE m.app_id = ${after.id} AND m.status IN (${live}) AND party.id IS NOT NULL
        GROUP BY party.id
        RETURNING user_id`,
  );
  return told.length;
}
