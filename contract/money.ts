/** Money travels and is stored as integer pence; these turn it into what a person reads. */

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

/** "£10" for a fixed amount, "£10-£100" for a range, null when there is no reward. */
export function formatReward(reward: { amountPence: number | null; minPence: number | null; maxPence: number | null }): string | null {
  const { amountPence, minPence, maxPence } = reward;
  if (minPence !== null && maxPence !== null && (amountPence === null || amountPence === 0)) {
    return minPence === maxPence ? formatPence(minPence) : `${formatPence(minPence)}-${formatPence(maxPence)}`;
  }
  if (amountPence !== null) return formatPence(amountPence);
  return null;
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
