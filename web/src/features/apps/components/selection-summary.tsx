import { formatEstimate, type PenceRange } from '#contract/shared/money.ts';

/** "1 platform selected", "{n} platforms selected". */
function selectedCountText(count: number): string {
  return `${count} ${count === 1 ? 'platform' : 'platforms'} selected`;
}

/** Step 1's two boxes: the earning potential of the selection and how many are chosen. Announced as they change. */
export function SelectionSummary({ potential, count }: { potential: PenceRange; count: number }) {
  return (
    <div aria-live="polite" className="grid grid-cols-2 gap-2 lg:grid-cols-1 lg:gap-3">
      <div className="rounded-xl border border-success-200 bg-success-50 px-3 py-2 lg:px-4 lg:py-3">
        <p className="text-xs font-semibold text-success-900 lg:text-sm">Your Earning Potential</p>
        <p className="text-lg font-bold text-success-800 lg:text-2xl">{formatEstimate(potential)}</p>
        <p className="hidden text-xs text-success-900 lg:block">One referral on each platform you chose</p>
      </div>
      <div className="flex items-center rounded-xl border border-brand-200 bg-brand-50 px-3 py-2 lg:px-4 lg:py-3">
        <p className="text-sm font-semibold text-brand-900 lg:text-lg">{selectedCountText(count)}</p>
      </div>
    </div>
  );
}
