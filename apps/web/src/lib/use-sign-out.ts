import { useNavigate } from 'react-router';
import { api } from './api-client';
import { sessionStore } from './session-store';

/**
 * Revokes the token on the server, clears everything stored, and goes to sign-in.
 * Cached server data is dropped by the query client itself when the session ends (lib/query-client.ts).
 */
export function useSignOut() {
  const navigate = useNavigate();
  return async () => {
    // Even if the server cannot be reached, this browser forgets the session.
    await api('/api/auth/sign-out', { method: 'POST' }).catch(() => undefined);
    sessionStore.signOut();
    await navigate('/signin', { replace: true });
  };
}
