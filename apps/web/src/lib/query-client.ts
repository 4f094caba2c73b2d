import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { isKeptFigures, keepFigures, type KeptFor, restoreKeptFigures } from './kept-figures';
import { appBuildOf } from './kept-page';
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

/** Whose figures are kept: the signed-in user's, in a browser (not while the build draws pages ahead). */
const keptFor = (): KeptFor | null => {
  const client = typeof document === 'undefined' ? null : sessionStore.get();
  return client ? { userId: client.session.user.id, build: appBuildOf(document) } : null;
};

// The last figures this user saw are back before the first screen draws (lib/kept-figures.ts).
const owner = keptFor();
if (owner) restoreKeptFigures(queryClient, localStorage, owner);

// Each new answer of a kept query is written down a moment later, once for a burst of them.
let keeping: ReturnType<typeof setTimeout> | undefined;
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated' || event.action.type !== 'success' || !isKeptFigures(event.query)) return;
  clearTimeout(keeping);
  keeping = setTimeout(() => {
    const current = keptFor();
    if (current) keepFigures(queryClient, localStorage, current);
  }, 1000);
});

// Whoever ends the session (sign-out, an expired token, another tab), nothing of the last user's data stays (the
// session store removes the kept figures from the browser's storage with the session).
sessionStore.subscribe(() => {
  if (sessionStore.get()) return;
  clearTimeout(keeping);
  queryClient.clear();
});
