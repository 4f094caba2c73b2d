import type { StaffVerificationBody } from '@brewline/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const verifyStaff = (body: StaffVerificationBody) => api<null>('/api/auth/staff-verifications', { method: 'POST', body });

export const useVerifyStaff = () => useMutation({ mutationFn: verifyStaff });
