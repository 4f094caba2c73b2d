import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { useSessionSync } from '../features/auth/api/get-session';
import { queryClient } from '../lib/query-client';

function SessionSync() {
  useSessionSync();
  return null;
}

/**
 * Every screen that reads server data sits under this route, so the query library loads with the first of
 * them and never with the landing pages or sign-in. It also re-reads the session from the server.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionSync />
      <Outlet />
    </QueryClientProvider>
  );
}
