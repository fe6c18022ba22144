import { describe, expect, it } from 'vitest';
import { checkReferralLink, codeStandingText, extractReferralCode, REFERRAL_LINK_MESSAGES } from './rules.ts';

const chars = (count: number) => 'abcdefghijklmnopqrstuvwxyz0123456789'.repeat(2).slice(0, count);

describe('extractReferralCode', () => {
  it.each([
    // 1. query parameters, each name, in the spec's order of names
    ['https://app.example/signup?ref=REF1', 'REF1'],
    ['https://app.example/signup?referral=REF2', 'REF2'],
    ['https://app.example/signup?referralCode=REF3', 'REF3'],
    ['https://app.example/signup?code=REF4', 'REF4'],
    ['https://app.example/signup?invite=REF5', 'REF5'],
    ['https://app.example/signup?r=REF6', 'REF6'],
    ['https://app.example/signup?r=LAST&ref=FIRST', 'FIRST'],
    ['https://app.example/signup?utm_source=x&code=AB', 'AB'],
    ['https://app.example/invite/PATHCODE?ref=QUERYWINS', 'QUERYWINS'],
    ['https://app.example/x?ref=&code=EMPTYSKIPPED', 'EMPTYSKIPPED'],
    // 2. fragment: 3-20 code characters, else read as a query string
    ['https://app.example/#AB', null],
    [`https://app.example/#${chars(3)}`, chars(3)],
    [`https://app.example/#${chars(20)}`, chars(20)],
    [`https://app.example/#${chars(21)}`, null],
    ['https://app.example/#ref=FRAGQUERY', 'FRAGQUERY'],
    ['https://app.example/#/signup?code=SPA1', null],
    ['https://app.example/welcome#code=SPA2&x=1', 'SPA2'],
    ['https://app.example/invite/PATHLOSES#FRAGWINS', 'FRAGWINS'],
    // 3. the segment after invite, join, ref, referral or r: 3-20 characters
    ['https://app.example/invite/AB', null],
    [`https://app.example/invite/${chars(3)}`, chars(3)],
    [`https://app.example/join/${chars(20)}`, chars(20)],
    [`https://app.example/ref/${chars(21)}`, null],
    ['https://app.example/referral/abc/more', 'abc'],
    ['https://app.example/r/x_y-z', 'x_y-z'],
    ['https://app.example/en/r/CODE42/', 'CODE42'],
    // 4. the last segment: 6-20 characters
    [`https://app.example/c/${chars(5)}`, null],
    [`https://app.example/c/${chars(6)}`, chars(6)],
    [`https://app.example/c/${chars(20)}`, chars(20)],
    [`https://app.example/c/${chars(21)}`, null],
    ['https://app.example/', null],
    ['https://app.example/c/not.a.code', null],
    // text that is not a URL is the code itself
    ['  MYCODE123  ', 'MYCODE123'],
    ['', null],
    ['   ', null],
  ])('%s -> %s', (input, expected) => {
    expect(extractReferralCode(input)).toBe(expected);
  });

  it.each([
    // links in the shapes the seeded apps hand out
    ['https://join.monzo.com/c/x7k2m9pq', 'x7k2m9pq'],
    ['https://www.trading212.com/invite/GUvT7sX2', 'GUvT7sX2'],
    ['https://freetrade.io/join/alexsmith', 'alexsmith'],
    ['https://www.chase.co.uk/gb/en/refer-a-friend/?code=ALEX1234', 'ALEX1234'],
    // 'u' after invite is too short for rule 3, so rule 4 takes the last segment
    ['https://wise.com/invite/u/alexs12', 'alexs12'],
    ['https://www.coinbase.com/join/smith_a1b2', 'smith_a1b2'],
    ['https://bolt.eu/referral/?code=ALEXS77', 'ALEXS77'],
    ['https://roo.it/alexs-4x7k', 'alexs-4x7k'],
    // promo_code is not one of the spec's names and 'raf' is too short for rule 4: unreadable
    ['https://www.gousto.co.uk/raf/?promo_code=ALEX-X1Y2', null],
  ])('reads the seeded shape %s -> %s', (input, expected) => {
    expect(extractReferralCode(input)).toBe(expected);
  });
});

describe('checkReferralLink', () => {
  it.each([
    ['', REFERRAL_LINK_MESSAGES.empty],
    ['   ', REFERRAL_LINK_MESSAGES.empty],
    ['monzo.me/abc', REFERRAL_LINK_MESSAGES.invalid],
    ['not a link', REFERRAL_LINK_MESSAGES.invalid],
    ['ftp://files.example/invite/ABC123', REFERRAL_LINK_MESSAGES.protocol],
    ['javascript:alert(1)', REFERRAL_LINK_MESSAGES.protocol],
    ['https://app.example/', REFERRAL_LINK_MESSAGES.invalid],
    ['https://app.example/c/abc', REFERRAL_LINK_MESSAGES.invalid],
  ])('refuses %j with %s', (input, message) => {
    expect(checkReferralLink(input)).toEqual({ ok: false, message });
  });

  it('accepts http and https links it can read, trimmed', () => {
    // The last segment is only a guess, which the screen asks the person to check; a parameter is read with confidence.
    expect(checkReferralLink(' https://join.monzo.com/c/x7k2m9pq ')).toEqual({ ok: true, code: 'x7k2m9pq', confident: false });
    expect(checkReferralLink('http://app.example/?ref=ABC')).toEqual({ ok: true, code: 'ABC', confident: true });
  });

  it.each(['https://x.example/?ref=AB%00CD', 'https://x.example/#ref=AB%00CD', 'https://x.example/?code=%00'])(
    'refuses %j, whose code decodes to a NUL',
    (link) => {
      expect(checkReferralLink(link)).toEqual({ ok: false, message: 'The code in this referral link must not contain the NUL character' });
    },
  );

  it.each(['https://x.example/invite/AB%00CD', 'https://x.example/#AB%00CD'])('finds no code in %j, whose path or fragment decodes to a NUL', (link) => {
    expect(checkReferralLink(link)).toEqual({ ok: false, message: REFERRAL_LINK_MESSAGES.invalid });
  });
});

describe('a code’s standing in words', () => {
  it('says how often it was handed out, how many completed, and its place in the rotation', () => {
    expect(codeStandingText({ times_matched: 3, completed: 2, ahead_in_rotation: 0 }, 'Monzo')).toBe(
      'Handed out 3 times · 2 completed · next in line for Monzo',
    );
    expect(codeStandingText({ times_matched: 1, completed: 0, ahead_in_rotation: 1 }, 'Monzo')).toBe(
      'Handed out once · 0 completed · 1 code ahead of yours for Monzo',
    );
    expect(codeStandingText({ times_matched: 5, completed: 5, ahead_in_rotation: null }, 'Monzo')).toBe(
      'Handed out 5 times · 5 completed · not in the rotation now',
    );
    expect(codeStandingText({ times_matched: 0, completed: 0, ahead_in_rotation: 100 }, 'Monzo')).toBe(
      'Handed out 0 times · 0 completed · 100 or more codes ahead of yours for Monzo',
    );
  });
});
