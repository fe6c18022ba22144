import { useSearchParams } from 'react-router';

/**
 * A panel's filters kept in the address beside ?tab=, so a reload or a shared link keeps them.
 * `update` sets the given parameters (null removes one) and leaves the others; it replaces the
 * history entry, as choosing a tab does, so Back leaves the dashboard rather than undoing a filter.
 */
export function useQueryParams() {
  const [params, setParams] = useSearchParams();
  function update(changes: Record<string, string | null>) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  }
  return [params, update] as const;
}

/** A page number from the address: a whole number from 1, else 1. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
