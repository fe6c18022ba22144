import { useMutation } from '@tanstack/react-query';
import type { MessageBody } from '#contract/shared/schema.ts';
import { api } from '#web/api/client.ts';

function deleteAccount(): Promise<MessageBody> {
  return api.delete<MessageBody>('/api/auth/account', { errorToast: false });
}

/** Deletes the account, then signs out, which goes to '/' (user-side.md §4). */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount, onSuccess: () => api.signOutUser() });
}
