import { describe, expect, it } from 'vitest';
import type { Notification } from '#contract/notifications/schema.ts';
import { readableType, visibleNotifications } from './visible-notifications.ts';

const make = (id: string, overrides: Partial<Notification>): Notification => ({
  id,
  type: 'REFERRAL_CLAIMED',
  title: 'Your referral code was claimed',
  message: 'Someone is signing up to Monzo.',
  status: 'UNREAD',
  match_id: null,
  created_at: '2025-06-01T12:00:00.000Z',
  read_at: null,
  ...overrides,
});

const list = [
  make('a', {
    created_at: '2025-06-01T10:00:00.000Z',
    title: 'Payout processed',
    type: 'PAYOUT_PROCESSED',
    status: 'READ',
    read_at: '2025-06-01T11:00:00.000Z',
  }),
  make('b', { created_at: '2025-06-02T10:00:00.000Z', message: 'Someone is signing up to REVOLUT.' }),
  make('c', { created_at: '2025-05-30T10:00:00.000Z', type: 'SYSTEM_ANNOUNCEMENT', title: 'News', message: 'New apps', status: 'ARCHIVED' }),
];
const ids = (shown: Notification[]) => shown.map((n) => n.id);

describe('visibleNotifications', () => {
  it('sorts newest or oldest first', () => {
    expect(ids(visibleNotifications(list, { search: '', status: 'all', sort: 'newest' }))).toEqual(['b', 'a', 'c']);
    expect(ids(visibleNotifications(list, { search: '', status: 'all', sort: 'oldest' }))).toEqual(['c', 'a', 'b']);
  });

  it('keeps only READ for "Read only" and only UNREAD for "Unread only"', () => {
    expect(ids(visibleNotifications(list, { search: '', status: 'read', sort: 'newest' }))).toEqual(['a']);
    expect(ids(visibleNotifications(list, { search: '', status: 'unread', sort: 'newest' }))).toEqual(['b']);
  });

  it('searches title, message and type regardless of case', () => {
    const find = (search: string) => ids(visibleNotifications(list, { search, status: 'all', sort: 'newest' }));
    expect(find('revolut')).toEqual(['b']);
    expect(find('PAYOUT')).toEqual(['a']);
    expect(find('system announcement')).toEqual(['c']);
    expect(find('  news ')).toEqual(['c']);
    expect(find('nothing like this')).toEqual([]);
  });
});

describe('readableType', () => {
  it('puts a type in words', () => {
    expect(readableType('REFERRAL_MARKED_DONE')).toBe('Sign-up marked complete');
    // The spec's type name, but the site pays nothing: the words say what happened.
    expect(readableType('PAYOUT_PROCESSED')).toBe('Reward confirmed');
    expect(readableType('CUSTOM')).toBe('Custom');
  });
});
