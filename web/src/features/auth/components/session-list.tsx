import type { Session } from '#contract/auth/schema.ts';
import { useNow } from '#web/lib/use-now.ts';
import { lastActiveLine, signedInLine } from '../logic/session-times.ts';

/** The sessions, this device first; each its device as the browser described itself, when it signed in and when it was last used. */
export function SessionList({ sessions, labelledBy }: { sessions: readonly Session[]; labelledBy: string }) {
  const now = useNow(60_000);
  const ordered = [...sessions.filter((session) => session.current), ...sessions.filter((session) => !session.current)];
  return (
    <ul aria-labelledby={labelledBy} className="divide-y divide-neutral-200 border-y border-neutral-200">
      {ordered.map((session) => (
        <li key={session.id} className="flex flex-col gap-1 py-3">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold break-words text-neutral-900">{session.device}</span>
            {session.current && (
              <span className="inline-flex items-center rounded-full border border-brand-200 bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                This device
              </span>
            )}
          </p>
          {/* Two lines on a phone, where a dot left at a line's end would read as a stray mark; one line from 640 px. */}
          <p className="flex flex-col text-sm text-neutral-600 sm:flex-row sm:flex-wrap sm:gap-x-1.5">
            <span>{signedInLine(session.signed_in_at)}</span>
            <span aria-hidden="true" className="hidden sm:inline">
              ·
            </span>
            <span>{lastActiveLine(session.last_used_at, session.current, now)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
