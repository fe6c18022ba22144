import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LoginBody, TokenResponse } from '#contract/auth/schema.ts';
import { api } from '#web/api/client.ts';
import { meQueryKey } from '#web/api/query-keys.ts';

export function login(body: LoginBody): Promise<TokenResponse> {
  return api.post<TokenResponse>('/api/auth/login', body);
}

/** Stores the token and starts from an empty query cache, so nothing of a previous user is shown. */
export function startUserSession(queryClient: QueryClient, session: TokenResponse): void {
  queryClient.removeQueries();
  api.signInUser(session.access_token);
  queryClient.setQueryData(meQueryKey, session.user);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => startUserSession(queryClient, session),
  });
}
