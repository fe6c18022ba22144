import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '#contract/auth/schema.ts';
import { api } from './client.ts';
import { meQueryKey } from './query-keys.ts';

/** POST /api/auth/eligibility: the member confirms they are 18 or over and live in the UK; the answer is them as they are now. */
export function useConfirmEligibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<User>('/api/auth/eligibility', { eligibility_confirmed: true }, { successToast: false }),
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  });
}
