import type { AdminUser, AdminUserUpdateBody } from '#contract/admin/users/schema.ts';
import { api } from '#web/api/client.ts';
import { adminQueryKeys } from '#web/api/query-keys.ts';
import { useRefreshingMutation } from '#web/api/refreshing-mutation.ts';
import { ownWords } from '#web/features/admin/shared/api/query-keys.ts';

function updateUser({ id, body }: { id: string; body: AdminUserUpdateBody }): Promise<AdminUser> {
  return api.patch<AdminUser>(`/api/admin/users/${encodeURIComponent(id)}`, body, ownWords);
}

export function useUpdateUser() {
  return useRefreshingMutation(updateUser, { onSuccess: [adminQueryKeys.users, adminQueryKeys.auditLog] });
}
