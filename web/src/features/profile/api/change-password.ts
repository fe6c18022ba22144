import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeBody } from '../../../../../contract/auth.ts';
import type { MessageBody } from '../../../../../contract/common.ts';
import { api } from '../../../api/client.ts';

/** Success is toasted by the session layer from the answer's message; failures are shown by the form. */
export function changePassword(body: PasswordChangeBody): Promise<MessageBody> {
  return api.put<MessageBody>('/api/auth/password', body, { errorToast: false });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
