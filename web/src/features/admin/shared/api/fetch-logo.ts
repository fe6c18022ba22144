import { useMutation } from '@tanstack/react-query';
import type { StoredLogo } from '#contract/logos/schema.ts';
import { api } from '#web/api/client.ts';
import { ownWords } from './query-keys.ts';

/** POST /api/admin/logos/fetch: the server fetches the address once and stores the image; a 422 says why it could not. */
function fetchLogo(url: string): Promise<StoredLogo> {
  return api.post<StoredLogo>('/api/admin/logos/fetch', { url }, ownWords);
}

/** The logo is the form's until it is saved, so nothing on screen is stale yet. */
export function useFetchLogo() {
  return useMutation({ mutationFn: fetchLogo });
}
