import { codeId, matchId, userId } from './seed-people.ts';
import { queueSampling, type MarketplaceSize } from './sizes.ts';
import { offerTermsJsonSqlText } from '#server/modules/matches/offer-terms.ts';
import { rewardDueAtSqlText } from '#contract/matches/rules.ts';

/** When a planned match's reward is due: the one rule (rewardDueAt). */
const DUE_AT = rewardDueAtSqlText('(p.claimed + p.span * 0.2)', 'app.reward_waiting_period_days');

/** Matches as planned, with the code, link, the app's instructions and its offer's terms copied in as a claim does. */
export const insertMatchesSql = `
  INSERT INTO matches (id, app_id, referral_code_id, referrer_id, referee_id, status, code, referral_link, instructions, terms_at_claim,
                       referrer_confirmed_receipt, referee_confirmed_receipt, actual_referrer_reward_amount_pence,
                       actual_referee_reward_amount_pence, reward_countdown_started_at, first_confirmed_at, completed_at,
                       cancelled_at, reward_overdue_notice_sent_at, created_at, updated_at)
  SELECT ${matchId('p.m')}, a.id, ${codeId('p.k')}, ${userId('cp.owner')}, ${userId('p.referee')}, p.status::match_status,
         cp.code, cp.link, replace(a.instructions::text, '__CODE__', cp.code)::jsonb, ${offerTermsJsonSqlText('app')},
         p.status IN ('CONFIRMED', 'COMPLETED'), p.status = 'COMPLETED',
         CASE WHEN p.status IN ('CONFIRMED', 'COMPLETED') THEN coalesce(a.referrer_reward_amount_pence, a.referrer_reward_min_pence) END,
         CASE WHEN p.status = 'COMPLETED' THEN coalesce(a.referee_reward_amount_pence, a.referee_reward_min_pence) END,
         CASE WHEN p.status IN ('USER_MARKED_DONE', 'CONFIRMED', 'COMPLETED') THEN p.claimed + p.span * 0.2 END,
         CASE WHEN p.status IN ('CONFIRMED', 'COMPLETED') THEN p.claimed + p.span * 0.5 END,
         CASE WHEN p.status IN ('CONFIRMED', 'COMPLETED') THEN p.changed END,
         CASE WHEN p.status = 'CANCELLED' THEN p.changed END,
         -- A reward past due was noticed when it fell due, as the job does in service.
         CASE WHEN p.status = 'USER_MARKED_DONE' AND ${DUE_AT} <= now() THEN ${DUE_AT} END,
         p.claimed, p.changed
  FROM match_plan p
  JOIN code_plan cp ON cp.k = p.k
  JOIN bench_apps a ON a.idx = cp.app_index
  JOIN apps app ON app.id = a.id;`;

const TYPE_BY_STATUS = `CASE p.status WHEN 'ASSIGNED' THEN 'MATCH_FOUND' WHEN 'USER_MARKED_DONE' THEN 'REFERRAL_MARKED_DONE'
  WHEN 'CONFIRMED' THEN 'PAYOUT_PROCESSED' WHEN 'COMPLETED' THEN 'REFERRAL_COMPLETED' ELSE 'MATCH_CANCELLED' END`;

/**
 * Notifications: two for each match (the claim, to the referrer; then its latest step, to whoever
 * it concerns), dated with the match but within the retention period; the last week's unread, the
 * rest mostly read, some archived.
 */
export function insertNotificationsSql(size: MarketplaceSize): string {
  return `
    INSERT INTO notifications (user_id, type, title, message, status, match_id, created_at, read_at, email_checked_at)
    SELECT w.user_id, w.type,
           CASE w.type WHEN 'REFERRAL_CLAIMED' THEN 'Your referral code was claimed' WHEN 'MATCH_FOUND' THEN 'We found you a referral code'
             WHEN 'REFERRAL_MARKED_DONE' THEN 'Sign-up marked complete' WHEN 'PAYOUT_PROCESSED' THEN 'Reward confirmed'
             WHEN 'REFERRAL_COMPLETED' THEN 'Referral completed' ELSE 'Match cancelled' END,
           CASE w.type WHEN 'REFERRAL_CLAIMED' THEN 'Someone is signing up to ' || a.name || ' with your referral code.'
             ELSE 'Your ' || a.name || ' match has moved on: have a look at your matches.' END,
           s.status::notification_status, ${matchId('p.m')}, s.at,
           CASE WHEN s.status <> 'UNREAD' THEN least(now(), s.at + interval '3 hours') END,
           s.at
    FROM (SELECT i % ${size.matches} AS m, (i / ${size.matches}) % 2 AS kind, random() AS age, random() AS roll
          FROM generate_series(0, ${size.notifications - 1}) i) n
    JOIN match_plan p ON p.m = n.m
    JOIN code_plan cp ON cp.k = p.k
    JOIN bench_apps a ON a.idx = cp.app_index
    CROSS JOIN LATERAL (SELECT
        CASE WHEN n.kind = 0 OR p.status IN ('USER_MARKED_DONE', 'CANCELLED') THEN ${userId('cp.owner')} ELSE ${userId('p.referee')} END AS user_id,
        CASE WHEN n.kind = 0 THEN 'REFERRAL_CLAIMED' ELSE ${TYPE_BY_STATUS} END AS type,
        CASE WHEN n.kind = 0 THEN p.claimed ELSE p.changed END AS happened) w
    CROSS JOIN LATERAL (SELECT CASE WHEN w.happened > now() - interval '175 days' THEN w.happened
                                    ELSE now() - interval '175 days' * n.age END AS at) d
    CROSS JOIN LATERAL (SELECT d.at,
        CASE WHEN d.at > now() - interval '7 days' OR n.roll < 0.05 THEN 'UNREAD' WHEN n.roll < 0.9 THEN 'READ' ELSE 'ARCHIVED' END AS status) s;`;
}

/**
 * Reviews: the referee of two in three completed matches rates the referrer (mostly 4 or 5 stars),
 * and the referrer of one in three rates back. Written after the keys are back, with the review
 * triggers off as for every bulk table; the track records are counted afterwards.
 */
export const insertReviewsSql = `
  ALTER TABLE reviews DISABLE TRIGGER USER;
  INSERT INTO reviews (match_id, reviewer_id, reviewee_id, reviewer_role, rating, comment, created_at)
  SELECT m.id, m.referee_id, m.referrer_id, 'referee', 3 + (abs(hashtext(m.id::text)) % 3),
         CASE WHEN abs(hashtext(m.id::text)) % 4 = 0 THEN 'Clear instructions; the bonus arrived as promised.' END, m.completed_at
  FROM matches m
  WHERE m.status = 'COMPLETED' AND m.referrer_id IS NOT NULL AND m.referee_id IS NOT NULL AND abs(hashtext(m.id::text)) % 3 <> 0
  UNION ALL
  SELECT m.id, m.referrer_id, m.referee_id, 'referrer', 4 + (abs(hashtext(m.id::text)) % 2), NULL, m.completed_at
  FROM matches m
  WHERE m.status = 'COMPLETED' AND m.referrer_id IS NOT NULL AND m.referee_id IS NOT NULL AND abs(hashtext(m.id::text)) % 3 = 1;
  ALTER TABLE reviews ENABLE TRIGGER USER;`;

/**
 * Reports of reviews: about one review in a hundred with a comment (denser on a small marketplace,
 * queueSampling), by a member who is neither party; half of them decided already (kept), so the
 * administrators' queue holds the rest.
 */
export const insertReviewReportsSql = (size: MarketplaceSize) => `
  INSERT INTO review_reports (review_id, reporter_id, reason, message, created_at, decided_at)
  SELECT r.id, (SELECT u.id FROM users u WHERE u.id NOT IN (r.reviewer_id, r.reviewee_id) ORDER BY u.created_at LIMIT 1),
         (ARRAY['ABUSIVE', 'FALSE', 'PRIVATE_INFORMATION', 'SPAM', 'OTHER'])[1 + abs(hashtext(r.id::text)) % 5],
         'Reported by the benchmark.', r.created_at + interval '1 day',
         CASE WHEN abs(hashtext(r.id::text || 'decided')) % 2 = 0 THEN r.created_at + interval '2 days' END
  FROM reviews r
  WHERE r.comment IS NOT NULL AND abs(hashtext(r.id::text || 'reported')) % ${queueSampling(100, size)} = 0;`;

/**
 * Reports on about one match in two hundred (denser on a small marketplace, queueSampling), with
 * their first message: a third still open (the team's queue), the rest decided, a few of those upheld
 * against the referrer.
 */
export const insertReportsSql = (size: MarketplaceSize) => `
  INSERT INTO reports (match_id, reporter_id, reporter_role, against_id, reason, status, resolution, action, resolved_at, created_at, updated_at)
  SELECT id, referee_id, 'referee', referrer_id, reason, status,
         CASE WHEN status <> 'OPEN' THEN 'Checked with both parties.' END, CASE WHEN status <> 'OPEN' THEN 'NONE'::report_action END,
         CASE WHEN status <> 'OPEN' THEN created_at + interval '5 days' END, created_at + interval '3 days', created_at + interval '3 days'
  FROM (
    SELECT m.id, m.referee_id, m.referrer_id, m.created_at,
           (ARRAY['CODE_DID_NOT_WORK', 'REWARD_NOT_RECEIVED', 'WRONG_LINK', 'OTHER'])[1 + abs(hashtext(m.id::text || 'reason')) % 4]::report_reason AS reason,
           (ARRAY['OPEN', 'RESOLVED', 'DISMISSED'])[1 + abs(hashtext(m.id::text || 'status')) % 3]::report_status AS status
    FROM matches m
    WHERE m.status <> 'CANCELLED' AND m.referrer_id IS NOT NULL AND m.referee_id IS NOT NULL AND abs(hashtext(m.id::text || 'report')) % ${queueSampling(200, size)} = 0
  ) sampled;
  INSERT INTO report_messages (report_id, author_id, author_role, message, created_at)
  SELECT id, reporter_id, 'referee', 'The app did not accept the code when I signed up.', created_at FROM reports;`;

/**
 * Where each member registered and signed in from, as the product keeps it for self-referral
 * signs: two traces each, on an address and browser of their own, within the 90 days kept.
 */
export const insertAccountTracesSql = `
  INSERT INTO account_traces (user_id, kind, address, device_id, first_seen_at, last_seen_at)
  SELECT u.id, k.kind,
         '10.' || abs(hashtext(u.id::text)) % 256 || '.' || abs(hashtext(u.id::text || 'b')) % 256 || '.' || abs(hashtext(u.id::text || 'c')) % 256,
         md5(u.id::text), now() - interval '60 days', now() - interval '1 day' * (abs(hashtext(u.id::text || k.kind)) % 30)
  FROM users u CROSS JOIN (VALUES ('REGISTRATION'), ('SIGN_IN')) AS k(kind);`;

/**
 * Flags on about one match in a hundred (one address both parties used), a third of them still
 * waiting for the team, the rest cleared or cancelled.
 */
export const insertReferralFlagsSql = `
  INSERT INTO referral_flags (match_id, signs, shared_addresses, status, created_at, decided_at, decision_reason)
  SELECT id, ARRAY['SAME_ADDRESS'], ARRAY['192.0.2.' || abs(hashtext(id::text)) % 250], status, created_at,
         CASE WHEN status <> 'OPEN' THEN created_at + interval '1 day' END, CASE WHEN status <> 'OPEN' THEN 'Checked by the benchmark.' END
  FROM (
    SELECT m.id, m.created_at, (ARRAY['OPEN', 'CLEARED', 'CANCELLED'])[1 + abs(hashtext(m.id::text || 'flag status')) % 3]::referral_flag_status AS status
    FROM matches m
    WHERE abs(hashtext(m.id::text || 'flag')) % 100 = 0
  ) sampled;`;
