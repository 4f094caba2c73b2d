import type { SignInBody, SignInResponse } from '@brewline/contracts/auth';
import { useState } from 'react';
import { api } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';

export const signIn = (body: SignInBody) => api<SignInResponse>('/api/auth/sign-in', { method: 'POST', body });

/** Signs in and stores the session. Plain state rather than the query library, which /signin does not load. */
export function useSignIn() {
  const [isPending, setPending] = useState(false);
  return {
    isPending,
    async submit(body: SignInBody): Promise<void> {
      setPending(true);
      try {
        const { accessToken, session } = await signIn(body);
        sessionStore.signIn(accessToken, session);
      } finally {
        setPending(false);
      }
    },
  };
}
