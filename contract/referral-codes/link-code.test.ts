import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkReferralLink, REFERRAL_LINK_MESSAGES, typedCodeMismatch } from './rules.ts';
import { linkFormatProblem, readReferralCode } from './link-code.ts';

/** The catalogue's apps with the link format each is seeded with (null where the programme's format is not public). */
const catalogue = (
  JSON.parse(readFileSync(new URL('../../server/db/seed/catalogue.json', import.meta.url), 'utf8')) as { name: string; referral_link_format?: string | null }[]
).map((app) => [app.name, app.referral_link_format ?? null] as const);
const formatOf = (name: string) => {
  const entry = catalogue.find(([app]) => app === name);
  if (!entry) throw new Error(`no app ${name} in the catalogue`);
  return entry[1];
};

describe('the code in links shaped like the catalogue apps’ own', () => {
  it.each([
    // Revolut: the report that found the parser taking the path segment `referral` as the code.
    ['Revolut', 'https://revolut.com/referral/?referral-code=alicej!NOV26', 'alicej!NOV26'],
    ['Revolut', 'https://revolut.com/referral/?referral-code=johnsm1th!NOV1-23-AR-L1', 'johnsm1th!NOV1-23-AR-L1'],
    ['Revolut', 'https://www.revolut.com/referral/?referral-code=alicej!NOV26&geo-redirect', 'alicej!NOV26'],
    ['Revolut', 'https://revolut.com/referral/?REFERRAL-CODE=bobk!DEC26', 'bobk!DEC26'],
    ['Monzo', 'https://join.monzo.com/c/x7k2m9pq', 'x7k2m9pq'],
    ['Monzo', 'https://join.monzo.com/c/abc123def?utm_source=share', 'abc123def'],
    ['Wise', 'https://wise.com/invite/u/alexs12', 'alexs12'],
    ['Wise', 'https://wise.com/invite/ihpc/alexsmith1', 'alexsmith1'],
    ['Trading 212', 'https://www.trading212.com/invite/GUvT7sX2', 'GUvT7sX2'],
    ['Trading 212', 'https://trading212.com/invite/1A2b3C4d', '1A2b3C4d'],
    ['Freetrade', 'https://magic.freetrade.io/join/alex/12ab34cd', '12ab34cd'],
    ['Freetrade', 'https://freetrade.io/join/alexsmith', 'alexsmith'],
    ['Coinbase', 'https://www.coinbase.com/join/smith_a1b2', 'smith_a1b2'],
    ['Coinbase', 'https://coinbase.com/join/SMITH_XY9?src=ios-link', 'SMITH_XY9'],
    ['Crypto.com', 'https://crypto.com/app/abcd1234', 'abcd1234'],
    ['Crypto.com', 'https://crypto.com/app/k9x8w7v6', 'k9x8w7v6'],
    ['TopCashback', 'https://www.topcashback.co.uk/ref/member123', 'member123'],
    ['TopCashback', 'https://www.topcashback.co.uk/ref/AlexS.2024', 'AlexS.2024'],
    ['Quidco', 'https://www.quidco.com/raf/12345678/', '12345678'],
    ['Quidco', 'https://www.quidco.com/raf/4567891/?utm=x', '4567891'],
    ['Gousto', 'https://www.gousto.co.uk/raf/?promo_code=ALEX1234', 'ALEX1234'],
    ['Gousto', 'https://www.gousto.co.uk/raf/?promo_code=JANE-S99', 'JANE-S99'],
    ['HelloFresh', 'https://www.hellofresh.co.uk/pages/freebox?c=AB-CD1234', 'AB-CD1234'],
    ['HelloFresh', 'https://www.hellofresh.co.uk/pages/freebox?c=XY-Z9876&utm_medium=raf', 'XY-Z9876'],
    // Apps without a known format: the common spellings, then the spec's rules.
    ['Chase UK', 'https://www.chase.co.uk/gb/en/refer-a-friend/?code=ALEX1234', 'ALEX1234'],
    ['Bolt', 'https://bolt.eu/referral/?code=ALEXS77', 'ALEXS77'],
    ['Kroo', 'https://kroo.com/invite?referral_code=KR00ALEX', 'KR00ALEX'],
    ['Curve', 'https://www.curve.com/join?refcode=CURVE88', 'CURVE88'],
    ['Tide', 'https://www.tide.co/?invite_code=TIDE-4411', 'TIDE-4411'],
    ['Uber Eats', 'https://www.ubereats.com/gb/?promo=eats-alexs12', 'eats-alexs12'],
    ['Deliveroo', 'https://deliveroo.co.uk/referral?PromoCode=ROOALEX', 'ROOALEX'],
    ['Plum', 'https://withplum.com/invite?InviteCode=PLUM55', 'PLUM55'],
    ['Lightyear', 'https://lightyear.com/referral/ALEX42', 'ALEX42'],
    ['Chip', 'https://getchip.uk/invites/?ref=chipalex', 'chipalex'],
    ['Airtime Rewards', 'AIRTIME123', 'AIRTIME123'],
  ])('%s: %s gives %s', (app, link, code) => {
    expect(readReferralCode(link, formatOf(app))?.code).toBe(code);
  });

  it('has at least 30 such links, and every format in the catalogue is usable', () => {
    for (const [name, format] of catalogue) if (format) expect(linkFormatProblem(format), name).toBeNull();
    expect(catalogue.filter(([, format]) => format).length).toBeGreaterThanOrEqual(10);
  });
});

describe('keywords are never the code', () => {
  it.each([
    ['https://app.example/referral/', null],
    ['https://app.example/invites', null],
    ['https://app.example/referrals/', null],
    ['https://app.example/x?ref=invite', null],
    ['https://app.example/x?ref=join&code=REAL1', 'REAL1'],
    ['https://app.example/#referral', null],
    ['https://app.example/join/invite', null],
  ])('%s -> %s', (link, code) => {
    expect(readReferralCode(link)?.code ?? null).toBe(code);
  });
});

describe('an app’s own link format', () => {
  const revolut = 'https://revolut.com/referral/?referral-code={code}';

  it('reads the code where the format puts it, on the format’s host or a subdomain, and nowhere else', () => {
    expect(readReferralCode('https://revolut.com/referral/?referral-code=a.b!c', revolut)).toEqual({ code: 'a.b!c', confident: true });
    expect(readReferralCode('https://join.example.com/c/ALEX.1', 'https://example.com/c/{code}')).toEqual({ code: 'ALEX.1', confident: true });
    expect(readReferralCode('https://other.example.com/c/ALEX.1', 'https://sub.example.com/c/{code}')).toBeNull();
    expect(readReferralCode('https://example.com/d/ALEX.1', 'https://example.com/c/{code}')).toBeNull();
    expect(readReferralCode('https://sub.example.com/c/ALEX.1', 'https://sub.example.com/c/{code}')).toEqual({ code: 'ALEX.1', confident: true });
    expect(readReferralCode('https://example.com/app#invite=ZED9', 'https://example.com/app#invite={code}')).toEqual({ code: 'ZED9', confident: true });
    // Elsewhere the spec's rules go on as before.
    expect(readReferralCode('https://other.example/c/abcdef12', revolut)).toEqual({ code: 'abcdef12', confident: false });
  });

  it.each([
    ['revolut.com/referral/?referral-code={code}', 'Link format must be a web address starting with https://'],
    ['https://revolut.com/referral/', 'Link format must contain {code} once, where the code goes'],
    ['https://x.example/{code}/{code}', 'Link format must contain {code} once, where the code goes'],
    ['ftp://x.example/{code}', 'Link format must be a web address starting with https://'],
  ])('refuses the format %s', (format, problem) => {
    expect(linkFormatProblem(format)).toBe(problem);
  });
});

describe('a code typed beside the link', () => {
  const app = { name: 'Example', referral_link_domains: ['example.com'], referral_link_format: null };

  it('is the code when the link gives none with confidence', () => {
    expect(checkReferralLink('https://example.com/', app)).toEqual({ ok: false, message: REFERRAL_LINK_MESSAGES.invalid });
    expect(checkReferralLink('https://example.com/', app, 'TYPED1')).toEqual({ ok: true, code: 'TYPED1', confident: true });
    // A guess from the last segment gives way to what the person typed.
    expect(checkReferralLink('https://example.com/c/abcdef12', app, 'REAL-99')).toEqual({ ok: true, code: 'REAL-99', confident: true });
  });

  it('must agree with a code the link gives with confidence, and be made of code characters', () => {
    expect(checkReferralLink('https://example.com/?ref=LINKED', app, 'OTHER')).toEqual({ ok: false, message: typedCodeMismatch('LINKED') });
    expect(checkReferralLink('https://example.com/?ref=LINKED', app, 'LINKED')).toEqual({ ok: true, code: 'LINKED', confident: true });
    expect(checkReferralLink('https://example.com/', app, 'has space')).toMatchObject({ ok: false });
  });
});
