import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, AdminUserUpdateBody } from '#contract/admin/users/schema.ts';
import { api } from '#web/api/client.ts';
import { ownWords } from './query-keys.ts';
import { adminQueryKeys } from '#web/api/query-keys.ts';
import { invalidate } from '#web/api/invalidate.ts';

export function updateUser(id: string, body: AdminUserUpdateBody): Promise<AdminUser> {
  return api.patch<AdminUser>(`/api/admin/users/${encodeURIComponent(id)}`, body, ownWords);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminUserUpdateBody }) => updateUser(id, body),
    onSuccess: () => invalidate(queryClient, adminQueryKeys.users, adminQueryKeys.auditLog),
  });
}
