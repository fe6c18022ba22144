import { describe, expect, it } from 'vitest';
import { compareMatches, joinPages, matchesInRole } from './match-order.ts';
import { aMatch } from '#web/test/test-matches.ts';

describe('the order of matches', () => {
  it('puts in progress first, then awaiting reward, completed and the rest, newest first within each', () => {
    const older = aMatch({ status: 'ASSIGNED', updated_at: '2025-01-01T00:00:00.000Z' });
    const newer = aMatch({ status: 'ASSIGNED', updated_at: '2025-02-01T00:00:00.000Z' });
    const awaiting = aMatch({ status: 'USER_MARKED_DONE', updated_at: '2025-03-01T00:00:00.000Z' });
    const completed = aMatch({ status: 'COMPLETED' });
    const cancelled = aMatch({ status: 'CANCELLED' });
    const sorted = [cancelled, completed, older, awaiting, newer].sort(compareMatches);
    expect(sorted.map((match) => match.id)).toEqual([newer.id, older.id, awaiting.id, completed.id, cancelled.id]);
  });

  it('lists confirmed and cancelled ones together as the rest, newest first, as the server pages them', () => {
    const cancelledLater = aMatch({ status: 'CANCELLED', updated_at: '2025-03-01T00:00:00.000Z' });
    const confirmed = aMatch({ status: 'CONFIRMED', updated_at: '2025-02-01T00:00:00.000Z' });
    const cancelledEarlier = aMatch({ status: 'CANCELLED', updated_at: '2025-01-01T00:00:00.000Z' });
    const sorted = [confirmed, cancelledEarlier, cancelledLater].sort(compareMatches);
    expect(sorted.map((match) => match.id)).toEqual([cancelledLater.id, confirmed.id, cancelledEarlier.id]);
  });

  it('keeps the server’s order for matches it ties', () => {
    const [first, second] = [aMatch({ status: 'COMPLETED' }), aMatch({ status: 'COMPLETED' })];
    expect([second, first].sort(compareMatches)).toEqual([second, first]);
  });

  it('joins pages in order, keeping a match that moved between two pages once, where it comes first', () => {
    const [a, b, c, d] = [aMatch(), aMatch(), aMatch(), aMatch()];
    expect(joinPages([[a, b], [b, c], [d]]).map((match) => match.id)).toEqual([a.id, b.id, c.id, d.id]);
  });

  it('splits one role into matches still moving and finished ones', () => {
    const moving = aMatch({ status: 'USER_MARKED_DONE' });
    const done = aMatch({ status: 'CONFIRMED' });
    const otherRole = aMatch({ role: 'referrer' });
    expect(matchesInRole([done, otherRole, moving], 'referee')).toEqual({ active: [moving], finished: [done] });
  });
});
