import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LoginBody, TokenResponse } from '#contract/auth/schema.ts';
import { api } from '#web/api/client.ts';
import { meQueryKey } from '#web/api/query-keys.ts';

function login(body: LoginBody): Promise<TokenResponse> {
  return api.post<TokenResponse>('/api/auth/login', body);
}

/** Stores the token and starts from an empty query cache, so nothing of a previous user is shown. */
function startUserSession(queryClient: QueryClient, session: TokenResponse): void {
  queryClient.removeQueries();
  api.signInUser(session.access_token);
  queryClient.setQueryData(meQueryKey, session.user);
}

/** A call whose answer signs the person in: signing in, and setting a new password from a reset link. */
export function useSigningInMutation<Body>(mutationFn: (body: Body) => Promise<TokenResponse>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (session) => startUserSession(queryClient, session) });
}

export function useLogin() {
  return useSigningInMutation(login);
}
