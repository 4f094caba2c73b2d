import type { SignInBody, SignInResponse } from '@brewline/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';

export const signIn = (body: SignInBody) => api<SignInResponse>('/api/auth/sign-in', { method: 'POST', body });

export function useSignIn() {
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ accessToken, session }) => sessionStore.signIn(accessToken, session),
  });
}
