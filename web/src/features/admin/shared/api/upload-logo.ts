import { useMutation } from '@tanstack/react-query';
import type { StoredLogo } from '#contract/logos/schema.ts';
import { api } from '#web/api/client.ts';
import { ownWords } from './query-keys.ts';

/**
 * POST /api/admin/logos: the image's own bytes, typed as the file is. The server reads the bytes
 * (422 an SVG or not such an image, 413 over 256 kB) and answers where the stored logo is served.
 */
function uploadLogo(file: File): Promise<StoredLogo> {
  return api.post<StoredLogo>('/api/admin/logos', file, ownWords);
}

/** The logo is the form's until it is saved, so nothing on screen is stale yet. */
export function useUploadLogo() {
  return useMutation({ mutationFn: uploadLogo });
}
