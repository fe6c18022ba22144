import { useRef, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn.ts';
import type { ProfileTabId } from './use-profile-tab.ts';

type ProfileTabListProps = {
  tabs: readonly { id: ProfileTabId; label: string }[];
  selected: ProfileTabId;
  onSelect: (id: ProfileTabId) => void;
  tabId: (id: ProfileTabId) => string;
  panelId: string;
};

/**
 * The profile's tabs as a vertical WAI-ARIA tab list (one tab stop; arrow keys, Home and End move
 * and select), so five tabs fit a 360 px screen; the shared Tabs component lays them in a row.
 */
export function ProfileTabList({ tabs, selected, onSelect, tabId, panelId }: ProfileTabListProps) {
  const refs = useRef(new Map<ProfileTabId, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowRight: index + 1, ArrowUp: index - 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.id);
    refs.current.get(next.id)?.focus();
  }

  return (
    <div role="tablist" aria-label="Account settings" aria-orientation="vertical" onKeyDown={onKeyDown} className="flex flex-col gap-1">
      {tabs.map((tab) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(node) => {
              if (node) refs.current.set(tab.id, node);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={isSelected}
            aria-controls={isSelected ? panelId : undefined}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={cn(
              'rounded-lg px-3 py-2.5 text-left text-sm font-semibold transition-colors',
              isSelected ? 'bg-indigo-50 text-indigo-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
              tab.id === 'danger-zone' && !isSelected && 'text-red-800',
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
