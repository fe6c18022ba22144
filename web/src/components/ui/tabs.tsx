import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

export type TabItem<Id extends string> = { id: Id; label: string; panel: ReactNode };

type TabListProps<Id extends string> = {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly { id: Id; label: string }[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** The id each tab has, and the id of the panel it shows (named only while that panel is rendered). */
  tabId: (id: Id) => string;
  panelId: (id: Id) => string;
  /** Vertical lists take the up and down arrows as well as left and right. */
  orientation?: 'horizontal' | 'vertical';
  className?: string;
  tabClassName: (tab: { id: Id; selected: boolean }) => string;
};

const STEPS: Record<'horizontal' | 'vertical', Record<string, number>> = {
  horizontal: { ArrowRight: 1, ArrowLeft: -1 },
  vertical: { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 },
};

/**
 * The WAI-ARIA tab list: one tab stop for the list; the arrow keys (round from the last to the
 * first), Home and End move between tabs and select them. The selected tab alone names its panel
 * in aria-controls, as only the selected panel is rendered (a reference to an absent element is invalid).
 */
export function TabList<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  tabId,
  panelId,
  orientation = 'horizontal',
  className,
  tabClassName,
}: TabListProps<Id>) {
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // From the tab that has focus: a second key can come before the first one's selection has rendered.
    const focused = tabs.findIndex((tab) => tabRefs.current.get(tab.id) === event.target);
    const index = focused === -1 ? tabs.findIndex((tab) => tab.id === selected) : focused;
    const step = STEPS[orientation][event.key];
    const target = step !== undefined ? index + step : event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : undefined;
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.id);
    tabRefs.current.get(next.id)?.focus();
  }

  return (
    <div role="tablist" aria-label={label} aria-orientation={orientation === 'vertical' ? 'vertical' : undefined} onKeyDown={onKeyDown} className={className}>
      {tabs.map((tab) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(node) => {
              if (node) tabRefs.current.set(tab.id, node);
              else tabRefs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={isSelected}
            aria-controls={isSelected ? panelId(tab.id) : undefined}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={tabClassName({ id: tab.id, selected: isSelected })}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

type TabsProps<Id extends string> = {
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** Too many tabs for one row on a phone or tablet: there they wrap as pills, and from the large breakpoint up they are the row. */
  wrap?: boolean;
};

const rowTab = (selected: boolean) =>
  cn(
    // On a phone the tabs share the width, none narrower than its longest word.
    '-mb-px flex-1 rounded-t-lg border-b-2 px-2 py-2.5 text-sm font-semibold transition-colors sm:flex-none sm:px-4',
    selected ? 'border-brand-600 text-brand-700' : 'border-transparent text-neutral-600 hover:border-neutral-300 hover:text-neutral-900',
  );

const wrappingTab = (selected: boolean) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-semibold transition-colors',
    'lg:-mb-px lg:rounded-none lg:rounded-t-lg lg:border-b-2 lg:bg-transparent lg:px-4 lg:py-2.5',
    selected
      ? 'bg-brand-50 text-brand-800 lg:border-brand-600 lg:text-brand-700'
      : 'text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900 lg:border-transparent lg:hover:border-neutral-300 lg:hover:bg-transparent',
  );

/** Tabs in a row above the selected tab's panel; only that panel is rendered. */
export function Tabs<Id extends string>({ label, tabs, selected, onSelect, wrap = false }: TabsProps<Id>) {
  const baseId = useId();
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = (id: Id) => `${baseId}-panel-${id}`;
  const current = tabs.find((tab) => tab.id === selected);

  return (
    <div>
      <TabList
        label={label}
        tabs={tabs}
        selected={selected}
        onSelect={onSelect}
        tabId={tabId}
        panelId={panelId}
        className={wrap ? 'flex flex-wrap gap-1 border-b border-neutral-200 pb-2 lg:flex-nowrap lg:pb-0' : 'flex border-b border-neutral-200 sm:gap-1'}
        tabClassName={({ selected: isSelected }) => (wrap ? wrappingTab(isSelected) : rowTab(isSelected))}
      />
      {current && (
        <div role="tabpanel" id={panelId(current.id)} aria-labelledby={tabId(current.id)} tabIndex={0} className="pt-6 focus-visible:outline-offset-4">
          {current.panel}
        </div>
      )}
    </div>
  );
}
