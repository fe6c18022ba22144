/** Money travels and is stored as integer pence; these turn it into what a person reads. */

/** A reward or an estimate as a range of pence; a fixed amount is a range of one value. */
export type PenceRange = { minPence: number; maxPence: number };

const poundsFormatter = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const wholePoundsFormatter = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** 2550 -> "£25.50"; 2500 -> "£25" (whole pounds drop the pence, as offers are written). */
export function formatPence(pence: number): string {
  if (pence % 100 === 0) return wholePoundsFormatter.format(pence / 100);
  return poundsFormatter.format(pence / 100);
}

/** Totals shown in whole pounds, rounded down: 2599 -> "£25". */
export function formatWholePounds(pence: number): string {
  return wholePoundsFormatter.format(Math.floor(pence / 100));
}

/**
 * Estimates (earning potential, scenarios, catalogue figures, averages) in whole pounds, as
 * pennies would claim a precision they do not have: one amount to the nearest pound (half up); a
 * range outward, its low end down and its high end up, so it still holds every value the exact range
 * does, and one amount when both ends meet. Exact amounts (a reward, money received) use formatPence.
 * 308485 -> "£3,085"; { minPence: 308485, maxPence: 595985 } -> "£3,084-£5,960".
 */
export function formatEstimate(estimate: number | PenceRange): string {
  if (typeof estimate === 'number') return wholePoundsFormatter.format(Math.round(estimate / 100));
  const low = Math.floor(estimate.minPence / 100);
  const high = Math.ceil(estimate.maxPence / 100);
  if (estimate.minPence === estimate.maxPence || low >= high) return formatEstimate(estimate.minPence);
  return `${wholePoundsFormatter.format(low)}-${wholePoundsFormatter.format(high)}`;
}

/** "£10" for a fixed amount, "£10-£100" for a range, null when there is no reward. */
export function formatReward(reward: { amountPence: number | null; minPence: number | null; maxPence: number | null }): string | null {
  const { amountPence, minPence, maxPence } = reward;
  if (minPence !== null && maxPence !== null && (amountPence === null || amountPence === 0)) {
    return minPence === maxPence ? formatPence(minPence) : `${formatPence(minPence)}-${formatPence(maxPence)}`;
  }
  if (amountPence !== null) return formatPence(amountPence);
  return null;
}

/** An exact range as a person reads it: "£30" when both ends agree, else "£30-£70"; "£0" for nothing. */
export function formatPenceRange({ minPence, maxPence }: PenceRange): string {
  return formatReward({ amountPence: null, minPence, maxPence }) ?? '£0';
}

/** Ranges added up, low ends and high ends apart: what several rewards come to together. */
export function sumRanges(ranges: Iterable<PenceRange>): PenceRange {
  let minPence = 0;
  let maxPence = 0;
  for (const range of ranges) {
    minPence += range.minPence;
    maxPence += range.maxPence;
  }
  return { minPence, maxPence };
}

/** A range times a count: five referrals of a £10-£20 reward make £50-£100. */
export function scaleRange({ minPence, maxPence }: PenceRange, times: number): PenceRange {
  return { minPence: minPence * times, maxPence: maxPence * times };
}

/**
 * Reads an amount a person typed in pounds ("£25.50", "1,000", "$ 7") into pence.
 * Returns null when it is not a number.
 */
export function parsePoundsToPence(text: string): number | null {
  const cleaned = text.replace(/[£$,\s]/g, '');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}
