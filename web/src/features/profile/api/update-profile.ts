import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '#contract/auth/schema.ts';
import type { ProfileBody } from '#contract/profile/schema.ts';
import { meQueryKey } from '#web/api/query-keys.ts';
import { api } from '#web/api/client.ts';

/** The profile form shows the server's reason itself, so the session layer does not toast it too. */
function updateProfile(body: ProfileBody): Promise<User> {
  return api.put<User>('/api/auth/profile', body, { errorToast: false });
}

/** Saves name and email, then refreshes the signed-in user (user-side.md §7). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (user) => {
      queryClient.setQueryData(meQueryKey, user);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
