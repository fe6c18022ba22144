import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SecondFactorEnabled, SecondFactorSetup, SecondFactorState } from '#contract/admin/schema.ts';
import { api } from '#web/api/client.ts';
import { adminQueryKeys } from '#web/api/query-keys.ts';
import { wholeQuery } from '#web/api/query-shapes.ts';
import { ownWords } from '#web/features/admin/shared/api/query-keys.ts';

/** GET /api/admin/2fa: whether the signed-in administrator's second factor is on, and whether they must set one up. */
export const useSecondFactorState = wholeQuery<SecondFactorState>(adminQueryKeys.secondFactor, '/api/admin/2fa', ownWords).useWhole;

/** POST /api/admin/2fa/setup: a new secret and its otpauth address. */
export function useSetUpSecondFactor() {
  return useMutation({ mutationFn: () => api.post<SecondFactorSetup>('/api/admin/2fa/setup', undefined, { ...ownWords, successToast: false }) });
}

/** POST /api/admin/2fa/enable: the app's code turns it on; the answer is the recovery codes, shown once. */
export function useEnableSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<SecondFactorEnabled>('/api/admin/2fa/enable', { code }, { ...ownWords, successToast: false }),
    onSuccess: () => queryClient.setQueryData<SecondFactorState>(adminQueryKeys.secondFactor, { enabled: true, setup_required: false }),
  });
}
