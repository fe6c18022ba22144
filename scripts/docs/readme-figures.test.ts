/**
 * The README's figures hold: its table of environment variables names every variable the server
 * reads and gives each the default the server uses, and names no variable nothing reads; the
 * constants it quotes are the code's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_FROM, environment, loadConfig } from '#server/config.ts';
import { DEFAULT_SIGN_IN_LIMITS, FAILURE_WINDOW_MINUTES } from '#server/modules/auth/sign-in-throttle.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');

type Row = { names: string[]; defaultCell: string };

/** The rows of the README's table of variables: `| \`NAME\` | default | meaning |`. */
const rows: Row[] = readme
  .split('\n')
  .filter((line) => /^\| `[A-Z][A-Z0-9_]*`/.test(line))
  .map((line) => {
    const [, names, defaultCell] = line.split('|').map((cell) => cell.trim());
    return { names: [...names!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!), defaultCell: defaultCell! };
  });
const documented = new Map(rows.flatMap((row) => row.names.map((name) => [name, row] as const)));

const defaults = environment.parse({}) as Record<string, unknown>;
const started = loadConfig({});
/** Defaults the server works out rather than declares: what the README must say for them. */
const WORKED_OUT: Record<string, string> = {
  MAIL_FROM: `\`${DEFAULT_MAIL_FROM}\``,
  APP_URL: `\`${started.mail.appUrl.replace(String(started.port), 'PORT')}\``,
  JWT_SECRET: 'generated once into `DATA_DIR/jwt-secret`',
  TRUST_PROXY: 'production: nobody; otherwise `loopback, linklocal, uniquelocal`',
};

/** Every source the variables not in the server's table are read from. */
function sources(): string {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (/\.(ts|mjs)$/.test(entry.name)) files.push(relative);
    }
  };
  ['server', 'scripts', 'e2e'].forEach(walk);
  return [...files, 'vitest.config.ts', 'playwright.config.ts'].map((file) => fs.readFileSync(path.join(root, file), 'utf8')).join('\n');
}

describe("the README's table of environment variables", () => {
  it('names every variable the server reads', () => {
    expect(Object.keys(environment.shape).filter((name) => !documented.has(name))).toEqual([]);
  });

  it('gives each the default the server uses', () => {
    const wrong = Object.keys(environment.shape).flatMap((name) => {
      const said = documented.get(name)!.defaultCell;
      const value = defaults[name];
      const expected = name in WORKED_OUT ? WORKED_OUT[name]! : value === undefined ? 'unset' : `\`${String(value)}\``;
      return said === expected ? [] : [`${name}: the README says ${said}, the server ${expected}`];
    });
    expect(wrong).toEqual([]);
  });

  it('names only variables something reads', () => {
    const code = sources();
    expect([...documented.keys()].filter((name) => !(name in environment.shape) && !code.includes(name))).toEqual([]);
  });
});

describe('the limits the README quotes', () => {
  it('are the sign-in limits the server applies', () => {
    const { failuresPerAccountAndClient, failuresPerAccount } = DEFAULT_SIGN_IN_LIMITS;
    const said = documented.get('LOGIN_ATTEMPTS_PER_MINUTE');
    expect(readme).toContain(`${failuresPerAccountAndClient} per ${FAILURE_WINDOW_MINUTES} minutes from one address`);
    expect(readme).toContain(`${failuresPerAccount} from all addresses together`);
    expect(said?.defaultCell).toBe(`\`${DEFAULT_SIGN_IN_LIMITS.attemptsPerClientPerMinute}\``);
    expect(documented.get('REGISTRATIONS_PER_HOUR')?.defaultCell).toBe(`\`${DEFAULT_SIGN_IN_LIMITS.registrationsPerClientPerHour}\``);
  });
});
