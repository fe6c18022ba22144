import { expect, it } from 'vitest';
import { unreadBadgeText } from './unread-badge.ts';

it('shows the count up to 99, then 99+', () => {
  expect([1, 9, 99, 100, 12_345].map(unreadBadgeText)).toEqual(['1', '9', '99', '99+', '99+']);
});
