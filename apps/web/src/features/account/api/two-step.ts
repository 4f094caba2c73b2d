import type { Session } from '@brewline/contracts/schemas/auth';
import type { RecoveryCodes, TwoStepCodeBody, TwoStepEnableBody, TwoStepSetup, TwoStepStatus } from '@brewline/contracts/schemas/two-step';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';
import { accountKeys } from './query-keys';

export const useTwoStepStatus = () =>
  useQuery({ queryKey: accountKeys.twoStep, queryFn: () => api<TwoStepStatus>('/api/account/two-step') });

/** A new secret: its QR code and its text, shown now and never again. */
export const useStartTwoStepSetup = () =>
  useMutation({ mutationFn: () => api<TwoStepSetup>('/api/account/two-step/setup', { method: 'POST' }) });

export function useEnableTwoStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoStepEnableBody) => api<RecoveryCodes>('/api/account/two-step/enable', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.twoStep }),
  });
}

export function useDisableTwoStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoStepCodeBody) => api<null>('/api/account/two-step/disable', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.twoStep }),
  });
}

export function useForgetDevices() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<null>('/api/account/two-step/forget-devices', { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.twoStep }),
  });
}

/** After the set-up a shop required: the session, read again, no longer waits for it (decision 223). */
export async function reloadSession() {
  sessionStore.refresh(await api<Session>('/api/auth/session'));
}
