import { parseArgs } from 'node:util';

export type BenchOptions = {
  /** Multiplies the marketplace's size: 1 is 100,000 users, 300,000 codes, 1,000,000 matches, 2,000,000 notifications. */
  scale: number;
  /** Seconds of load per endpoint (after a short warm-up). */
  durationSeconds: number;
  connections: number;
  /** Keep the seeded database (PostgreSQL) or data directory (embedded) for a look afterwards. */
  keep: boolean;
  /** Only the reference and the claims, at full scale: the claim's ratio to the reference in a few minutes. */
  claimsOnly: boolean;
};

export const USAGE = `npm run bench -- [options]

Seeds a marketplace, starts the app on it and drives its busiest endpoints with autocannon,
against a bare one-query route as the reference. Uses the PostgreSQL server named by DATABASE_URL
(in a new database of its own, dropped afterwards) or, when DATABASE_URL is unset, the embedded
database in a temporary directory. Results go to bench-results/ as JSON and Markdown.

  --scale <factor>       size of the marketplace; 1 = 100,000 users, 300,000 referral codes,
                         1,000,000 matches, 2,000,000 notifications (default 1)
  --duration <seconds>   load per endpoint (default 10)
  --connections <n>      concurrent connections (default 50)
  --keep                 keep the seeded database and print where it is
  --claims-only          skip the small marketplace and the reads: the reference and the claims
  --help                 this text`;

function positive(name: string, text: string, integer: boolean): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new Error(`--${name} must be a positive ${integer ? 'whole number' : 'number'}, not "${text}"`);
  }
  return value;
}

/** The command line, or null when --help was asked for. */
export function parseOptions(argv: string[]): BenchOptions | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      scale: { type: 'string', default: '1' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
      keep: { type: 'boolean', default: false },
      'claims-only': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return null;
  return {
    scale: positive('scale', values.scale, false),
    durationSeconds: positive('duration', values.duration, false),
    connections: positive('connections', values.connections, true),
    keep: values.keep,
    claimsOnly: values['claims-only'],
  };
}
