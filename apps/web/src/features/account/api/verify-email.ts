import type { EmailVerificationBody } from '@brewline/contracts/schemas/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const verifyEmail = (body: EmailVerificationBody) => api<null>('/api/auth/email-verifications', { method: 'POST', body });

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
