import { describe, expect, it } from 'vitest';
import { checkReferralLink } from '../referral-codes/rules.ts';
import { LINK_DOMAIN_PATTERN, linkFitsApp, normaliseLinkDomain, wrongAppLinkMessage } from './rules.ts';

describe('links that belong to their app', () => {
  it('accepts a link on one of the app’s domains or a subdomain of one, and nothing else', () => {
    const monzo = ['monzo.com', 'monzo.me'];
    expect(linkFitsApp('https://monzo.me/alicesmith', monzo)).toBe(true);
    expect(linkFitsApp('https://join.monzo.com/c/abc123', monzo)).toBe(true);
    expect(linkFitsApp('https://MONZO.COM/invite/abc', monzo)).toBe(true);
    expect(linkFitsApp('https://notmonzo.com/invite/abc', monzo)).toBe(false);
    expect(linkFitsApp('https://monzo.com.evil.example/invite/abc', monzo)).toBe(false);
    expect(linkFitsApp('https://www.airtimerewards.co.uk/invite/abc', monzo)).toBe(false);
    expect(linkFitsApp('not a link', monzo)).toBe(false);
    // An app without domains (made before they existed, never since) accepts any link.
    expect(linkFitsApp('https://anything.example/x', [])).toBe(true);
  });

  it('refuses a link for another app with the app’s name, after the general rules', () => {
    const airtime = { name: 'Airtime Rewards', referral_link_domains: ['airtimerewards.co.uk'] };
    expect(checkReferralLink('https://monzo.me/alicesmith', airtime)).toEqual({ ok: false, message: "This doesn't look like a Airtime Rewards referral link" });
    expect(checkReferralLink('https://www.airtimerewards.co.uk/invite/ALICE123', airtime)).toEqual({ ok: true, code: 'ALICE123', confident: true });
    expect(checkReferralLink('', airtime)).toEqual({ ok: false, message: 'Please enter a referral link' });
    expect(wrongAppLinkMessage('Monzo')).toBe("This doesn't look like a Monzo referral link");
  });

  it('takes a domain as typed in the offer form', () => {
    expect(normaliseLinkDomain(' https://www.Monzo.com/invite ')).toBe('monzo.com');
    expect(normaliseLinkDomain('monzo.me.')).toBe('monzo.me');
    expect(['monzo.com', 'join.chase.co.uk'].every((domain) => LINK_DOMAIN_PATTERN.test(domain))).toBe(true);
    expect(['monzo', 'mon zo.com', '-monzo.com', ''].some((domain) => LINK_DOMAIN_PATTERN.test(domain))).toBe(false);
  });
});
