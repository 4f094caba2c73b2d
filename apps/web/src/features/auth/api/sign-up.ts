import type { SignInResponse, SignUpBody } from '@brewline/contracts/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';

export const signUp = (body: SignUpBody) => api<SignInResponse>('/api/auth/sign-up', { method: 'POST', body });

export function useSignUp() {
  return useMutation({
    mutationFn: signUp,
    onSuccess: ({ accessToken, session }) => sessionStore.signIn(accessToken, session),
  });
}
