import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { sharedKeys } from './query-keys';
import { isAccessRefusal } from './server-refusal';
import { sessionStore } from './session-store';

/**
 * A call refused for a permission the user no longer holds: the session is read again, so the sidebar and the page
 * gate follow the server at once instead of at the next sign-in (decision 180).
 */
function rereadSessionWhenAccessLost(error: unknown) {
  if (isAccessRefusal(error)) void queryClient.invalidateQueries({ queryKey: sharedKeys.session });
}

/** The one cache of server data. Only the screens that read server data load it (app/query-layout.tsx). */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: rereadSessionWhenAccessLost }),
  mutationCache: new MutationCache({ onError: rereadSessionWhenAccessLost }),
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
