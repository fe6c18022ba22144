import type { AppBrief } from '#contract/apps/schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';

type ClaimButtonProps = {
  app: AppBrief;
  /** The app whose claim is on its way, if any: every claim button waits for it. */
  claimingAppId: string | null;
  onClaim: (app: AppBrief) => void;
  /** The words before " for {app}": "Claim Offer" on an offer card. */
  words: string;
  className?: string;
};

/** Claims an offer; says "Claiming..." while its claim is on its way. */
export function ClaimButton({ app, claimingAppId, onClaim, words, className }: ClaimButtonProps) {
  const claiming = claimingAppId === app.id;
  return (
    <Button
      className={cn('aria-disabled:cursor-not-allowed', className)}
      aria-disabled={claimingAppId !== null || undefined}
      aria-busy={claiming || undefined}
      // Not disabled while a claim is on its way, so focus stays on the button pressed.
      onClick={() => claimingAppId === null && onClaim(app)}
    >
      {claiming ? 'Claiming...' : words}
      <span className="sr-only"> for {app.name}</span>
    </Button>
  );
}
