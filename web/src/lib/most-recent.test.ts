import { expect, it } from 'vitest';
import { mostRecent } from './most-recent.ts';

it('keeps the most recent few, newest first', () => {
  const items = [{ at: '2025-01-01T00:00:00Z' }, { at: '2025-03-01T00:00:00Z' }, { at: '2025-02-01T00:00:00Z' }];
  expect(mostRecent(items, 2, (item) => item.at)).toEqual([{ at: '2025-03-01T00:00:00Z' }, { at: '2025-02-01T00:00:00Z' }]);
});
