/** How big a seeded marketplace is. Every ratio stays the same at any scale: 3 codes and 10 matches a person. */
export type MarketplaceSize = { users: number; codes: number; matches: number; notifications: number };

const FULL: MarketplaceSize = { users: 100_000, codes: 300_000, matches: 1_000_000, notifications: 2_000_000 };
const MIN_USERS = 100;

export function sizeAt(scale: number): MarketplaceSize {
  const users = Math.max(MIN_USERS, Math.round(FULL.users * scale));
  const factor = users / FULL.users;
  return {
    users,
    codes: Math.round(FULL.codes * factor),
    matches: Math.round(FULL.matches * factor),
    notifications: Math.round(FULL.notifications * factor),
  };
}

/**
 * How sparsely the seed samples what a queue of the team's holds (one in `natural`: reports, reported
 * reviews, support requests) for a marketplace of `size`: as given from 100,000 matches up, and
 * proportionally denser below, so that the smaller marketplace's queues still hold several pages and
 * its p50 is a full page's, as at full scale (10,000 matches: one in a tenth of `natural`).
 */
export function queueSampling(natural: number, size: MarketplaceSize): number {
  return Math.max(1, Math.min(natural, Math.round((natural * size.matches) / 100_000)));
}

/** The smaller marketplace the read endpoints are first measured on: 10,000 matches, or a tenth of the run's when that is less. */
export function baselineSizeFor(full: MarketplaceSize): MarketplaceSize {
  const targetMatches = Math.min(10_000, full.matches / 10);
  return sizeAt(targetMatches / FULL.matches);
}

/** The app a code is for: each person's codes go to consecutive apps, so no one has two for one app. */
function appIndexOfCode(code: number, size: MarketplaceSize, appCount: number): number {
  return ((code % size.users) + Math.floor(code / size.users)) % appCount;
}

/**
 * The referee layout gives each app's matches distinct referees (and a spare for each, for when the
 * first choice is the referrer): that needs at most half the people per app. Throws when a size cannot
 * be laid out that way with the catalogue's apps.
 */
export function checkLayout(size: MarketplaceSize, appCount: number): void {
  if (size.codes > size.users * appCount) throw new Error(`${size.codes} codes need more than ${appCount} apps for ${size.users} people`);
  const perApp = new Array<number>(appCount).fill(0);
  const base = Math.floor(size.matches / size.codes);
  const extra = size.matches % size.codes;
  for (let code = 0; code < size.codes; code += 1) {
    const index = appIndexOfCode(code, size, appCount);
    perApp[index] = perApp[index]! + base + (code < extra ? 1 : 0);
  }
  const busiest = Math.max(...perApp);
  if (busiest * 2 > size.users) throw new Error(`${busiest} matches for one app need at least ${busiest * 2} people; this size has ${size.users}`);
}
