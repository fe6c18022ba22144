import { describe, expect, it } from 'vitest';
import { dashboardSeenKey, greeting } from './greeting.ts';

describe('the dashboard greeting', () => {
  it('welcomes a person the first time and welcomes them back afterwards', () => {
    expect(greeting({ name: null, username: 'alice' }, false)).toEqual({ opening: 'Welcome', name: 'alice' });
    expect(greeting({ name: null, username: 'alice' }, true)).toEqual({ opening: 'Welcome back', name: 'alice' });
  });

  it('uses the name when there is one, the username otherwise', () => {
    expect(greeting({ name: 'Alice Smith', username: 'alice' }, false).name).toBe('Alice Smith');
    expect(greeting({ name: '  ', username: 'alice' }, false).name).toBe('alice');
  });

  it('remembers each account apart', () => {
    expect(dashboardSeenKey('a')).not.toBe(dashboardSeenKey('b'));
  });
});
