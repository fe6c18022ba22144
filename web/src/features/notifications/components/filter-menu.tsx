import { usePopover } from '#web/lib/use-dismiss.ts';
import type { SortOrder, StatusFilter } from '../logic/visible-notifications.ts';
import { LineIcon } from '#web/components/ui/line-icon.tsx';

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread only' },
  { value: 'read', label: 'Read only' },
];
const SORT_OPTIONS: { value: SortOrder; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];

type FilterMenuProps = { status: StatusFilter; sort: SortOrder; onStatus: (status: StatusFilter) => void; onSort: (sort: SortOrder) => void };

function RadioGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-xs font-bold tracking-wide text-neutral-600 uppercase">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm text-neutral-800 hover:bg-neutral-50">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="size-4 accent-brand-600"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/** The filter menu (user-side.md §2): status All / Unread only / Read only, and the order. */
export function FilterMenu({ status, sort, onStatus, onSort }: FilterMenuProps) {
  const { open, setOpen, panelId: id, wrapper, buttonProps } = usePopover();
  const summary = `${STATUS_OPTIONS.find((option) => option.value === status)?.label}, ${SORT_OPTIONS.find((option) => option.value === sort)?.label.toLowerCase()}`;

  return (
    <div ref={wrapper} className="relative">
      <button
        {...buttonProps}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-neutral-300 bg-surface px-3 py-2 text-sm font-semibold text-neutral-800 hover:bg-neutral-50"
      >
        <LineIcon className="size-4">M22 3H2l8 9.46V19l4 2v-8.54L22 3z</LineIcon>
        Filter
        <span className="font-normal text-neutral-600">({summary})</span>
      </button>
      {open && (
        <div
          id={id}
          className="absolute left-0 z-20 mt-2 flex w-56 flex-col gap-4 rounded-xl border border-neutral-200 bg-surface p-4 shadow-lg motion-safe:animate-enter sm:right-0 sm:left-auto"
        >
          <RadioGroup legend="Status" name={`${id}-status`} options={STATUS_OPTIONS} value={status} onChange={onStatus} />
          <RadioGroup legend="Sort" name={`${id}-sort`} options={SORT_OPTIONS} value={sort} onChange={onSort} />
        </div>
      )}
    </div>
  );
}
