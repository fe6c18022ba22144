import { useCallback, useMemo, useState } from 'react';
import type { Notification } from '#contract/notifications/schema.ts';

/** Which of the shown notifications are ticked; what is no longer shown is no longer selected. */
export function useSelection(shown: Notification[]) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const selected = useMemo(() => shown.filter((notification) => ticked.has(notification.id)), [shown, ticked]);

  const toggle = useCallback((id: string) => {
    setTicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const selectAll = useCallback(() => setTicked(new Set(shown.map((notification) => notification.id))), [shown]);
  const clear = useCallback(() => setTicked(new Set()), []);

  return { selected, isSelected: (id: string) => ticked.has(id), allSelected: shown.length > 0 && selected.length === shown.length, toggle, selectAll, clear };
}
