import { useId } from 'react';

/** "Platform k of n" with a bar that fills as the person goes. */
export function PlatformProgress({ current, total }: { current: number; total: number }) {
  const id = useId();
  const text = `Platform ${current} of ${total}`;
  return (
    <div className="flex flex-col gap-2">
      <p id={id} className="text-sm font-semibold text-neutral-700">
        {text}
      </p>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={current}
        aria-valuetext={text}
        className="h-2 w-full overflow-hidden rounded-full bg-neutral-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] motion-reduce:transition-none" style={{ width: `${(current / total) * 100}%` }} />
      </div>
    </div>
  );
}
