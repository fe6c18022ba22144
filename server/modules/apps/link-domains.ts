import { getDomain } from 'tldts';
import { normaliseLinkDomain } from '#contract/apps/rules.ts';

/**
 * The domains an app's referral links may use when nobody has listed them: the registrable domain
 * (by the public suffix list, so `www.chase.co.uk` gives `chase.co.uk`) of its App URL and Offer URL.
 */
export function defaultLinkDomains(appUrl: string, offerUrl: string | null | undefined): string[] {
  const domains = [appUrl, offerUrl]
    .filter((url): url is string => typeof url === 'string' && url.trim() !== '')
    .map((url) => getDomain(url) ?? normaliseLinkDomain(url))
    .filter((domain) => domain !== '');
  return [...new Set(domains)].sort();
}

/**
 * The domains as given (normalised, without repeats), or the default when none are given at all.
 * An empty list given on purpose stays empty: the app accepts any link (apps/rules.ts, linkFitsApp).
 */
export function linkDomainsOr(given: readonly string[] | null | undefined, appUrl: string, offerUrl: string | null | undefined): string[] {
  if (given === undefined || given === null) return defaultLinkDomains(appUrl, offerUrl);
  return [...new Set(given.map(normaliseLinkDomain).filter((domain) => domain !== ''))].sort();
}
