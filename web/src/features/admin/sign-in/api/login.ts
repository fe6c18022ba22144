import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminLoginBody, adminTokenResponse } from '#contract/admin/schema.ts';
import { api } from '#web/api/client.ts';

export type AdminTokenResponse = z.infer<typeof adminTokenResponse>;

function adminLogin(body: AdminLoginBody): Promise<AdminTokenResponse> {
  return api.post<AdminTokenResponse>('/api/admin/login', body);
}

/** On success stores the admin token and the admin flag (admin-side.md §3, Admin session). */
export function useAdminLogin() {
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: (session) => api.signInAdmin(session.access_token),
  });
}
