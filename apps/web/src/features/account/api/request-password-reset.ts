import type { PasswordResetRequestBody } from '@brewline/contracts/schemas/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const requestPasswordReset = (body: PasswordResetRequestBody) =>
  api<null>('/api/auth/password-reset-requests', { method: 'POST', body });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
