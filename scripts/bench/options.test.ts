import { describe, expect, it } from 'vitest';
import { parseOptions } from './options.ts';

describe('the benchmark’s command line', () => {
  it('measures a kept database as it is, for the reads --only names', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/bench_20261129_f55d5f';
    expect(parseOptions(['--only', 'admin/', '--database', url])).toMatchObject({ only: ['admin/'], database: url });
    expect(parseOptions([])).toMatchObject({ database: null, only: [] });
  });

  it('refuses a kept database without --only, or one that is not on PostgreSQL', () => {
    expect(() => parseOptions(['--database', 'postgres://127.0.0.1/bench_x'])).toThrow('--database measures reads alone: name them with --only');
    expect(() => parseOptions(['--only', 'admin/', '--database', '/tmp/bench-data'])).toThrow(
      '--database takes the URL of a PostgreSQL database an earlier run kept',
    );
  });

  it('runs a looping member beside the mix alone, with the limit the run asks for', () => {
    expect(parseOptions(['--open-only', '--open-rate', '200', '--looping-member', '4'])).toMatchObject({ loopingMember: 4, memberReadsPerMinute: null });
    expect(parseOptions(['--open-only', '--open-rate', '200', '--looping-member', '4', '--member-reads-per-minute', '1000000000'])).toMatchObject({
      memberReadsPerMinute: 1_000_000_000,
    });
    expect(parseOptions([])).toMatchObject({ loopingMember: null, memberReadsPerMinute: null });
    expect(() => parseOptions(['--looping-member', '4'])).toThrow('--looping-member runs beside the mix alone: add --open-only');
    expect(() => parseOptions(['--open-only', '--open-rate', '200', '--looping-member', '0'])).toThrow('--looping-member must be a positive whole number');
  });
});
