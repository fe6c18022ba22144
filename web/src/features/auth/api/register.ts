import { useMutation } from '@tanstack/react-query';
import type { RegisterBody, User } from '#contract/auth/schema.ts';
import { api } from '#web/api/client.ts';

/** Creates the account; it answers the new user without a token, so the client signs in next (user-side.md §7). */
function register(body: RegisterBody): Promise<User> {
  return api.post<User>('/api/auth/register', body);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
