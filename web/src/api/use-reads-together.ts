import { useEffect, useState } from 'react';
import { api } from './client.ts';

/**
 * For a screen whose parts ask for their data as they mount (the admin tabs, whose filters live in
 * each panel): every read they start as the screen is first drawn goes in one request
 * (GET /api/batch, http.ts), sent once the screen has mounted: its parts' effects run before
 * the screen's, and the screen's own in the order of its hooks, so it is called after the screen's
 * own queries.
 */
export function useReadsTogether(): void {
  useState(() => {
    api.gatherReads({ until: 'sent' });
    return null;
  });
  useEffect(() => api.sendGatheredReads(), []);
}
