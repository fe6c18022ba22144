import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, AdminUserUpdateBody } from '../../../../contract/admin-users.ts';
import { api } from '../client.ts';
import { adminQueryKeys, ownWords } from './query-keys.ts';

export function updateUser(id: string, body: AdminUserUpdateBody): Promise<AdminUser> {
  return api.patch<AdminUser>(`/api/admin/users/${encodeURIComponent(id)}`, body, ownWords);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminUserUpdateBody }) => updateUser(id, body),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: adminQueryKeys.users }), queryClient.invalidateQueries({ queryKey: adminQueryKeys.auditLog })]),
  });
}
