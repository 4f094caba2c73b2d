import type { SignInAnswer, SignInBody, SignInTwoStepResponse } from '@brewline/contracts/schemas/auth';
import type { SignInTwoStepBody, TwoStepChallenge } from '@brewline/contracts/schemas/two-step';
import { useState } from 'react';
import { api } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';
import { rememberedDevice } from '../remembered-device';

export const signIn = (body: SignInBody) => api<SignInAnswer>('/api/auth/sign-in', { method: 'POST', body });
export const signInTwoStep = (body: SignInTwoStepBody) =>
  api<SignInTwoStepResponse>('/api/auth/sign-in/two-step', { method: 'POST', body });

/**
 * Signs in and stores the session. Plain state rather than the query library, which /signin does not load. With
 * two-step sign-in on, the password answers a challenge: `submit` hands it back and `submitCode` finishes.
 */
export function useSignIn() {
  const [isPending, setPending] = useState(false);
  async function pending<T>(work: () => Promise<T>): Promise<T> {
    setPending(true);
    try {
      return await work();
    } finally {
      setPending(false);
    }
  }
  return {
    isPending,
    /** The session is stored, or the code step's challenge is answered. */
    submit: (body: Omit<SignInBody, 'deviceToken'>): Promise<TwoStepChallenge | null> =>
      pending(async () => {
        const answer = await signIn({ ...body, deviceToken: rememberedDevice.get(body.email) });
        if ('twoStepRequired' in answer) return answer;
        sessionStore.signIn(answer.accessToken, answer.session);
        return null;
      }),
    submitCode: (email: string, body: SignInTwoStepBody): Promise<void> =>
      pending(async () => {
        const answer = await signInTwoStep(body);
        if (answer.deviceToken) rememberedDevice.set(email, answer.deviceToken);
        sessionStore.signIn(answer.accessToken, answer.session);
      }),
  };
}
