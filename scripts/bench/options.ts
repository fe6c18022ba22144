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
  /** Only the reference and the reads whose names hold one of these texts, at full scale (none: every read). */
  only: string[];
  /** Requests a second for the open-loop mix; null: half the mix's saturation, measured by driving the mix flat out first. */
  openRate: number | null;
  /** Only the open-loop mix, at full scale, at `openRate`. */
  openOnly: boolean;
  /** Seconds of the open-loop mix (after a warm-up). */
  openDurationSeconds: number;
  /** Requests in flight at most in the open-loop mix; a visit that would pass it is dropped and counted. */
  openInFlight: number;
  /** A database an earlier run kept (`--keep`): the `--only` reads measured on it as it is, nothing seeded or dropped. */
  database: string | null;
  /** Connections on which one member asks for the dashboard back to back during the mix (null: none). */
  loopingMember: number | null;
  /** The app's MEMBER_READS_PER_MINUTE for the run (null: out of reach, or the product's own with a looping member). */
  memberReadsPerMinute: number | null;
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
                         (no open-loop mix then, unless --open-rate is given)
  --only <texts>         only the reference and the reads whose names hold one of these
                         comma-separated texts, at full scale: no small marketplace, claims or
                         mix (--only "reports,support" measures the team's two queues)

At full scale it then runs an open-loop mix shaped like real use: visits arrive at random at a
fixed rate, whether or not earlier ones were answered (55 dashboard visits of one request each,
30 looks at the bell, 8 claims, 4 sign-ups marked complete and 3 rewards confirmed in a hundred),
and each request's latency counts from its planned start. It reports p50, p99 and p99.9 per
endpoint, the rate asked for and the rate held.

  --open-rate <n>        requests a second for the mix (default: half the mix's saturation rate,
                         measured first by running the mix flat out, visits back to back with
                         --connections requests out, for --duration seconds)
  --open-only            skip the small marketplace and the closed loop; needs --open-rate
  --open-duration <s>    the mix's length (default three times --duration)
  --open-in-flight <n>   requests in flight at most; a visit over it is dropped and counted
                         (default 512)
  --database <url>       measure the --only reads on a database an earlier run kept (--keep), as
                         it is: no seeding, nothing dropped; a change measured against the same
                         data in a minute, where seeding full scale takes four (PostgreSQL only)
  --looping-member <n>   with --open-only: one member of the mix's people asks for the dashboard
                         back to back on n connections for the whole mix, as a careless or hostile
                         client would, and the app keeps the product's limit on each member's
                         heaviest reads (MEMBER_READS_PER_MINUTE), which other runs lift out of
                         reach; the report says how the member was answered
  --member-reads-per-minute <n>
                         the app's MEMBER_READS_PER_MINUTE for the run (1000000000 lifts it, to
                         see the looping member without the limit)
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
      only: { type: 'string' },
      'open-rate': { type: 'string' },
      'open-only': { type: 'boolean', default: false },
      'open-duration': { type: 'string' },
      'open-in-flight': { type: 'string', default: '512' },
      database: { type: 'string' },
      'looping-member': { type: 'string' },
      'member-reads-per-minute': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return null;
  const openRate = values['open-rate'] === undefined ? null : positive('open-rate', values['open-rate'], false);
  if (values['open-only'] && openRate === null) throw new Error('--open-only needs --open-rate: without the closed loop there is no saturation rate to halve');
  if (values['open-only'] && values['claims-only']) throw new Error('--open-only and --claims-only leave each other nothing to run');
  const only = (values.only ?? '')
    .split(',')
    .map((text) => text.trim())
    .filter((text) => text !== '');
  if (values.only !== undefined && only.length === 0) throw new Error("--only needs at least one text to look for in the reads' names");
  if (only.length > 0 && (values['claims-only'] || values['open-only']))
    throw new Error('--only measures reads alone: leave out --claims-only and --open-only');
  const database = values.database ?? null;
  if (database !== null && !/^postgres(ql)?:\/\//.test(database)) throw new Error('--database takes the URL of a PostgreSQL database an earlier run kept');
  if (database !== null && only.length === 0) throw new Error('--database measures reads alone: name them with --only');
  const loopingMember = values['looping-member'] === undefined ? null : positive('looping-member', values['looping-member'], true);
  // The closed loop's people ask for their reads far more often than a person: only the mix keeps the product's limit.
  if (loopingMember !== null && !values['open-only']) throw new Error('--looping-member runs beside the mix alone: add --open-only');
  const memberReadsPerMinute =
    values['member-reads-per-minute'] === undefined ? null : positive('member-reads-per-minute', values['member-reads-per-minute'], true);
  const durationSeconds = positive('duration', values.duration, false);
  return {
    scale: positive('scale', values.scale, false),
    durationSeconds,
    connections: positive('connections', values.connections, true),
    keep: values.keep,
    claimsOnly: values['claims-only'],
    only,
    openRate,
    openOnly: values['open-only'],
    openDurationSeconds: values['open-duration'] === undefined ? durationSeconds * 3 : positive('open-duration', values['open-duration'], false),
    openInFlight: positive('open-in-flight', values['open-in-flight'], true),
    database,
    loopingMember,
    memberReadsPerMinute,
  };
}
