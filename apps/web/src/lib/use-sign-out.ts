import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';

/** Revokes the token on the server, clears everything stored, and goes to sign-in (spec 000 §4). */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    // Even if the server cannot be reached, this browser forgets the session.
    await api('/api/auth/sign-out', { method: 'POST' }).catch(() => undefined);
    sessionStore.signOut();
    queryClient.clear();
    await navigate('/signin', { replace: true });
  };
}
