import { useMutation } from '@tanstack/react-query';
import { londonDate, MATCHES_CSV_PATH } from '#contract/analytics/rules.ts';
import { api } from '#web/api/client.ts';
import { saveFile } from '#web/lib/save-file.ts';

/** Fetches the person's matches as CSV with their token and saves it as my-matches-<date>.csv; each click asks afresh. */
export function useDownloadMatches() {
  return useMutation({
    mutationFn: () => api.get<Blob>(MATCHES_CSV_PATH, { errorToast: false, responseType: 'blob' }),
    onSuccess: (file) => saveFile(file, `my-matches-${londonDate(new Date())}.csv`),
  });
}
