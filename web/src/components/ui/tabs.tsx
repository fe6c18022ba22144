import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export type TabItem<Id extends string> = { id: Id; label: string; panel: ReactNode };

type TabsProps<Id extends string> = {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
};

/**
 * The WAI-ARIA tabs pattern: one tab stop for the list, arrow keys (and Home/End) move between
 * tabs and select them, and only the selected panel is rendered (so only it is
 * named in aria-controls: a reference to an absent element is invalid).
 */
export function Tabs<Id extends string>({ label, tabs, selected, onSelect }: TabsProps<Id>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = (id: Id) => `${baseId}-panel-${id}`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.id);
    tabRefs.current.get(next.id)?.focus();
  }

  const current = tabs.find((tab) => tab.id === selected);

  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="grid auto-cols-fr grid-flow-col border-b border-slate-200 sm:flex sm:gap-1">
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
              className={cn(
                '-mb-px rounded-t-lg border-b-2 px-2 py-2.5 text-sm font-semibold transition-colors sm:px-4',
                isSelected ? 'border-indigo-600 text-indigo-700' : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current && (
        <div role="tabpanel" id={panelId(current.id)} aria-labelledby={tabId(current.id)} tabIndex={0} className="pt-6 focus-visible:outline-offset-4">
          {current.panel}
        </div>
      )}
    </div>
  );
}
