import { describe, expect, it } from 'vitest';
import { claimRecordOf, localClaimsFrom, withNewClaim } from './local-claims.ts';
import { parseStoredClaims } from './stored-claims.ts';
import { aMatch } from '#web/test/test-matches.ts';

describe('the claims kept in the browser', () => {
  it('keep only ASSIGNED referee matches as active and USER_MARKED_DONE ones as completed', () => {
    const assigned = aMatch({ status: 'ASSIGNED' });
    const awaiting = aMatch({ status: 'USER_MARKED_DONE' });
    const matches = [assigned, awaiting, aMatch({ status: 'COMPLETED' }), aMatch({ status: 'CANCELLED' }), aMatch({ role: 'referrer', status: 'ASSIGNED' })];
    expect(localClaimsFrom(matches)).toEqual({ active: [claimRecordOf(assigned)], completed: [claimRecordOf(awaiting)] });
  });

  it('put a new claim first, once', () => {
    const first = claimRecordOf(aMatch());
    const second = claimRecordOf(aMatch());
    const kept = withNewClaim(withNewClaim({ active: [first], completed: [] }, second), second);
    expect(kept.active).toEqual([second, first]);
  });

  it('read back what was stored, and nothing from a broken or foreign value', () => {
    const record = claimRecordOf(aMatch());
    expect(parseStoredClaims(JSON.stringify([record]))).toEqual([record]);
    expect(parseStoredClaims('{not json')).toEqual([]);
    expect(parseStoredClaims(JSON.stringify([{ id: 1 }]))).toEqual([]);
    expect(parseStoredClaims(null)).toEqual([]);
  });
});
