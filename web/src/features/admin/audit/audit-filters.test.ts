import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '#contract/admin/audit/schema.ts';
import { auditLogQuery, readAuditFilters } from './audit-filters.ts';
import { ACTION_LABEL, ENTITY_TYPE_LABEL, actionsFor, entityTypeOf } from './audit-words.ts';

describe('readAuditFilters', () => {
  it('reads the filters the address keeps', () => {
    expect(readAuditFilters(new URLSearchParams('tab=audit&entity_type=report&action=report.dismiss&entity_id=abc&page=3'))).toEqual({
      entityType: 'report',
      action: 'report.dismiss',
      entityId: 'abc',
      page: 3,
    });
  });

  it('takes anything unknown as no filter, and a page that is not a whole number from 1 as page 1', () => {
    expect(readAuditFilters(new URLSearchParams('entity_type=planet&action=report.explode&page=0'))).toEqual({
      entityType: null,
      action: null,
      entityId: '',
      page: 1,
    });
    expect(readAuditFilters(new URLSearchParams('page=2.5')).page).toBe(1);
  });
});

describe('auditLogQuery', () => {
  it('sends only the filters that are set, the id trimmed', () => {
    expect(auditLogQuery({ entityType: null, action: null, entityId: '  ', page: 1 }, 20)).toEqual({ page: 1, limit: 20 });
    expect(auditLogQuery({ entityType: 'referral_code', action: 'referral_code.restore', entityId: ' c0de ', page: 2 }, 20)).toEqual({
      page: 2,
      limit: 20,
      entity_type: 'referral_code',
      action: 'referral_code.restore',
      entity_id: 'c0de',
    });
  });
});

describe('audit words', () => {
  it('names every kind of record and every action', () => {
    expect(Object.keys(ENTITY_TYPE_LABEL).sort()).toEqual([...AUDIT_ENTITY_TYPES].sort());
    expect(Object.keys(ACTION_LABEL).sort()).toEqual([...AUDIT_ACTIONS].sort());
    expect(ACTION_LABEL['referral_code.pause']).toBe('Paused a referral code');
  });

  it('offers the actions about the chosen kind of record, every one without', () => {
    expect(actionsFor('report')).toEqual(['report.resolve', 'report.dismiss', 'report.message']);
    expect(actionsFor('referral_code')).toEqual(['referral_code.pause', 'referral_code.withdraw', 'referral_code.restore']);
    expect(actionsFor(null)).toEqual([...AUDIT_ACTIONS]);
    for (const action of AUDIT_ACTIONS) expect(AUDIT_ENTITY_TYPES).toContain(entityTypeOf(action));
  });
});
