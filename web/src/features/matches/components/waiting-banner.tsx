import type { WaitingRequest } from '#contract/matches/schema.ts';
import { useStopWaiting } from '../api/stop-waiting.ts';
import { Tooltip } from '#web/components/tooltip.tsx';
import { Button, ICON_TARGET } from '#web/components/ui/button.tsx';
import { SolidIcon } from '#web/components/ui/solid-icon.tsx';
import { cn } from '#web/lib/cn.ts';

const MATCHING_NOTE = 'You’ll get a notification when someone claims your code, and when we find a code for an app you’re waiting for.';

/** Shown while the person waits for a code for at least one app (user-side.md §2, Shared pieces). */
export function WaitingBanner({ requests }: { requests: WaitingRequest[] }) {
  const stopWaiting = useStopWaiting();
  if (requests.length === 0) return null;

  return (
    <section aria-label="Matching in progress" className="rounded-2xl border border-brand-200 bg-brand-50 p-4 text-brand-950">
      <div className="flex items-center gap-2">
        <span aria-hidden="true" className="size-2.5 shrink-0 animate-pulse rounded-full bg-brand-600 motion-reduce:animate-none" />
        <p className="font-semibold">Matching users with referral opportunities</p>
        <Tooltip content={MATCHING_NOTE}>
          <button type="button" className={cn(ICON_TARGET, 'text-brand-800 hover:bg-brand-100')}>
            <SolidIcon name="info" />
            <span className="sr-only">About matching</span>
          </button>
        </Tooltip>
      </div>
      <ul className="mt-2 space-y-1">
        {requests.map((request) => (
          <li key={request.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span>
              Waiting for a <span className="font-semibold">{request.app_name}</span> code
            </span>
            <Button variant="ghost" disabled={stopWaiting.isPending && stopWaiting.variables === request.id} onClick={() => stopWaiting.mutate(request.id)}>
              Stop waiting<span className="sr-only"> for {request.app_name}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
