import { TabList } from '#web/components/ui/tabs.tsx';
import { cn } from '#web/lib/cn.ts';
import type { ProfileTabId } from './use-profile-tab.ts';

type ProfileTabListProps = {
  tabs: readonly { id: ProfileTabId; label: string }[];
  selected: ProfileTabId;
  onSelect: (id: ProfileTabId) => void;
  tabId: (id: ProfileTabId) => string;
  /** The one panel beside the card, whose content follows the selected tab. */
  panelId: string;
};

/** The profile's tabs as a vertical tab list (the arrow keys, Home and End), so five tabs fit a 360 px screen. */
export function ProfileTabList({ tabs, selected, onSelect, tabId, panelId }: ProfileTabListProps) {
  return (
    <TabList
      label="Account settings"
      orientation="vertical"
      tabs={tabs}
      selected={selected}
      onSelect={onSelect}
      tabId={tabId}
      panelId={() => panelId}
      className="flex flex-col gap-1"
      tabClassName={({ id, selected: isSelected }) =>
        cn(
          'min-h-11 rounded-lg px-3 py-2.5 text-left text-sm font-semibold transition-colors',
          isSelected ? 'bg-brand-50 text-brand-800' : 'text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900',
          id === 'danger-zone' && !isSelected && 'text-danger-800',
        )
      }
    />
  );
}
