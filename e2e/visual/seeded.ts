/**
 * The visual sweep's marketplace: who e2e/visual/seed.ts makes, where it writes what the sweep needs
 * (tokens, the ids of the report and the support request), and the fixed calendar the sweep shows it on.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { templateDir } from '../support/servers.ts';

const PASSWORD = 'a-good-visual-password';

/** The person whose screens the sweep shows, the one sharing the codes they claim, and a third who claims theirs. */
export const PEOPLE = {
  riley: { email: 'riley.carter@example.com', username: 'riley_carter', name: 'Riley Carter', password: PASSWORD },
  sam: { email: 'sam.okafor@example.com', username: 'sam_okafor', name: 'Sam Okafor', password: PASSWORD },
  jo: { email: 'jo.bennett@example.com', username: 'jo_bennett', name: 'Jo Bennett', password: PASSWORD },
} as const;

export type Seeded = {
  /** When the seed started, by the real clock: every time in the data is read against it. */
  startedAt: string;
  tokens: { riley: string; admin: string };
  reportId: string;
  supportRequestId: string;
};

/** Beside the sweep's template data directory, which each worker's server starts on a copy of. */
const seedFile = () => path.join(templateDir('visual'), 'visual-seed.json');

export function writeSeeded(seeded: Seeded): void {
  fs.mkdirSync(path.dirname(seedFile()), { recursive: true });
  fs.writeFileSync(seedFile(), JSON.stringify(seeded));
}

export function readSeeded(): Seeded {
  return JSON.parse(fs.readFileSync(seedFile(), 'utf8')) as Seeded;
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The instant the seed's start is shown as: a Monday morning in London's winter time (half a minute in, see onFixedCalendar). */
const SHOWN_START = Date.parse('2025-03-10T09:00:30Z');
/**
 * The browser's clock: two days after the seed, so a reward due one day after its sign-up (Chase
 * UK's waiting period) is overdue while the others are still to come.
 */
const BROWSER_NOW = new Date(SHOWN_START + 2 * DAY + HOUR);

const mondayOf = (time: number) => {
  const day = new Date(time);
  day.setUTCHours(0, 0, 0, 0);
  return day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY;
};
const monthIndex = (time: number) => new Date(time).getUTCFullYear() * 12 + new Date(time).getUTCMonth();

const DATE_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})/g;
const DATE = /"(\d{4}-\d{2}-\d{2})"/g;
const MONTH = /"(\d{4})-(\d{2})"/g;

/** Within this much of a whole hour a time keeps its own milliseconds; farther, it is squeezed a thousandfold. */
const KEPT_MS = 25_000;

/**
 * A time on the fixed calendar: its distance from the seed's start in whole hours (a due date 25
 * days on stays 25 days on), and what is left of it (within half an hour either way) within half a
 * minute: kept as it is up to 25 s, squeezed a thousandfold beyond. So times keep their order, to
 * the millisecond (a seed makes several notifications within a few milliseconds, and lists sorted
 * by time break ties by random ids), but the minutes a screen shows do not depend on how long the
 * seed took.
 */
function onCalendar(time: string, start: number): string {
  const offset = Date.parse(time) - start;
  const hours = Math.round(offset / HOUR);
  const rest = offset - hours * HOUR;
  const kept = Math.abs(rest) <= KEPT_MS ? rest : Math.sign(rest) * (KEPT_MS + (Math.abs(rest) - KEPT_MS) / 1000);
  return new Date(SHOWN_START + hours * HOUR + Math.round(kept)).toISOString();
}

/**
 * An API answer with its times moved onto the fixed calendar (onCalendar); dates (week starts)
 * move by whole weeks and months by whole months, so a screen shows the same dates on every run
 * and every day.
 */
function onFixedCalendar(body: string, startedAt: string): string {
  const start = Date.parse(startedAt);
  const dayShift = mondayOf(SHOWN_START) - mondayOf(start);
  const monthShift = monthIndex(SHOWN_START) - monthIndex(start);
  return body
    .replace(DATE_TIME, (time) => onCalendar(time, start))
    .replace(DATE, (_whole, date: string) => `"${new Date(Date.parse(`${date}T00:00:00Z`) + dayShift).toISOString().slice(0, 10)}"`)
    .replace(MONTH, (_whole, year: string, month: string) => {
      const index = Number(year) * 12 + Number(month) - 1 + monthShift;
      return `"${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}"`;
    });
}

/** Shows the page the seeded data on the fixed calendar, with its clock at BROWSER_NOW, running. */
export async function useFixedCalendar(page: Page, startedAt: string): Promise<void> {
  await page.clock.install({ time: BROWSER_NOW });
  await page.clock.resume();
  await page.route('**/api/**', async (route) => {
    // The notification stream never ends: it goes straight through (its events carry no times shown).
    if (route.request().headers()['accept']?.includes('text/event-stream')) return route.continue();
    const response = await route.fetch();
    if (!(response.headers()['content-type'] ?? '').includes('application/json')) return route.fulfill({ response });
    return route.fulfill({ response, body: onFixedCalendar(await response.text(), startedAt) });
  });
}
