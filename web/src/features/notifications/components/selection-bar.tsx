import { useEffect, useRef } from 'react';

type SelectionBarProps = { shown: number; selected: number; allSelected: boolean; onSelectAll: () => void; onDeselectAll: () => void };

/** The select-all checkbox ("Select all (N)" / "Deselect all") and "{n} selected". */
export function SelectionBar({ shown, selected, allSelected, onSelectAll, onDeselectAll }: SelectionBarProps) {
  const checkbox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (checkbox.current) checkbox.current.indeterminate = selected > 0 && !allSelected;
  }, [selected, allSelected]);

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold text-neutral-800">
        <input
          ref={checkbox}
          type="checkbox"
          checked={allSelected}
          disabled={shown === 0}
          onChange={() => (allSelected ? onDeselectAll() : onSelectAll())}
          className="size-5 accent-brand-600"
        />
        {allSelected ? 'Deselect all' : `Select all (${shown})`}
      </label>
      <p aria-live="polite" className="text-sm text-neutral-700">
        {selected > 0 ? `${selected} selected` : ''}
      </p>
    </div>
  );
}
