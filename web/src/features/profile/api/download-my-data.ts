import { useMutation } from '@tanstack/react-query';
import { api } from '#web/api/client.ts';
import { saveFile } from '#web/lib/save-file.ts';

const MY_DATA_PATH = '/api/auth/export';
export const MY_DATA_FILE_NAME = 'referral-exchange-data.json';

/** GET /api/auth/export: everything the service holds about the caller, as a JSON file. The screen says a failure itself. */
function getMyData(): Promise<Blob> {
  return api.get<Blob>(MY_DATA_PATH, { errorToast: false, responseType: 'blob' });
}

/** Fetches the file with the signed-in token and saves it; nothing is cached, each click asks afresh. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: getMyData,
    onSuccess: (file) => saveFile(file, MY_DATA_FILE_NAME),
  });
}
