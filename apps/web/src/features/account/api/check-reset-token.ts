import type { PasswordResetTokenCheckResponse } from '@brewline/contracts/schemas/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './query-keys';

/** Whether a reset link is still good, asked in a POST body so the token never sits in a URL the API logs. */
export const checkResetToken = (token: string) =>
  api<PasswordResetTokenCheckResponse>('/api/auth/password-reset-tokens/check', { method: 'POST', body: { token } });

export const resetTokenQuery = (token: string) =>
  queryOptions({ queryKey: accountKeys.resetToken(token), queryFn: () => checkResetToken(token), staleTime: Infinity });

export const useResetTokenCheck = (token: string | null) => useQuery({ ...resetTokenQuery(token ?? ''), enabled: Boolean(token) });
