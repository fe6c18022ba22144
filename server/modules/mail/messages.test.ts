import { describe, expect, it } from 'vitest';
import { notificationMail, passwordResetMail } from './messages.ts';

describe('e-mails', () => {
  it('greet the person by name, else by the username they chose (never a bare "Hello,")', () => {
    expect(passwordResetMail({ name: 'Ada', username: 'ada_l' }, 'https://x.example/r').text).toMatch(/^Hello Ada,\n/);
    expect(passwordResetMail({ name: null, username: 'ada_l' }, 'https://x.example/r').text).toMatch(/^Hello ada_l,\n/);
    expect(notificationMail({ name: '', username: 'bob' }, { title: 'T', message: 'M' }, 'https://x.example', 'Reports', 'https://x.example/u').text).toMatch(
      /^Hello bob,\n/,
    );
  });

  it('use the site’s own colours: the brand teal button and its neutral text, not another palette', () => {
    const { html } = passwordResetMail({ name: 'Ada', username: 'ada_l' }, 'https://x.example/r');
    expect(html).toContain('background:#0f766e;color:#ffffff');
    expect(html).toContain('color:#0f172a');
    expect(html).not.toContain('#4338ca');
  });
});
