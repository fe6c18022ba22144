import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { App } from '#contract/apps/schema.ts';
import { publicAppsQueryOptions } from '#web/api/public-apps.ts';
import { notify } from '#web/lib/toast.tsx';

export const LOAD_APPS_FAILED_MESSAGE = 'Failed to load apps';

/** Toasts "Failed to load apps" (user-side.md §8) each time a load fails. */
export function useLoadFailureToast(isError: boolean, errorUpdatedAt: number): void {
  useEffect(() => {
    if (isError) notify.error(LOAD_APPS_FAILED_MESSAGE);
  }, [isError, errorUpdatedAt]);
}

/** The app catalogue for choosing platforms, also by id. */
export function useCatalogue(enabled = true) {
  const query = useQuery({ ...publicAppsQueryOptions(), enabled });
  useLoadFailureToast(query.isError, query.errorUpdatedAt);
  const byId = useMemo(() => new Map<string, App>((query.data ?? []).map((app) => [app.id, app])), [query.data]);
  return { ...query, byId };
}
