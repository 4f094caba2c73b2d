import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { sessionStore } from './session-store';

/** The one cache of server data. Only the screens that read server data load it (app/query-layout.tsx). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not get better by asking again.
      retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      refetchOnWindowFocus: false,
    },
  },
});

// Whoever ends the session (sign-out, an expired token, another tab), nothing of the last user's data stays.
sessionStore.subscribe(() => {
  if (!sessionStore.get()) queryClient.clear();
});
