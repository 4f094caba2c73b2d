import { dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { KEPT_FIGURES_KEY, KEPT_FOR_MS, type KeptCopy, readKeptCopy } from './kept-copy';

/**
 * The last figures the owner saw, kept in this browser so the next visit shows them at once, marked with their time,
 * until the answer replaces them (decision 283). A query opts in with `meta: KEPT_FIGURES`: the daily screens'
 * reports and the shop's summary, never a list of people. The copy belongs to one user and one build of the app;
 * the session store removes it with the session (sign-out, an expired token, another tab), and another user's or
 * another build's copy is removed instead of shown.
 */
export const KEPT_FIGURES = { keptFigures: true } as const;
/** The frame's kept query (the shop's summary): kept, but on its own it does not make a screen's page worth keeping. */
export const KEPT_FRAME_FIGURES = { keptFigures: true, frame: true } as const;

/** Past this size the copy is not written (the browser's storage holds about 5 MB for the whole site). */
const MAX_COPY_CHARS = 1_000_000;

/** Whose copy, and for which build of the app (an older build's answers may have another shape). */
export interface KeptFor {
  userId: number;
  build: string;
}

export const isKeptFigures = (query: Query) => query.meta?.keptFigures === true;

/** Writes the kept queries that hold an answer; what cannot be written (storage full or off) is simply not kept. */
export function keepFigures(client: QueryClient, storage: Storage, owner: KeptFor, now = Date.now()): void {
  const state = dehydrate(client, { shouldDehydrateQuery: (query) => isKeptFigures(query) && query.state.status === 'success' });
  const copy: KeptCopy = { ...owner, savedAt: now, state };
  const text = JSON.stringify(copy);
  if (text.length > MAX_COPY_CHARS) return;
  try {
    storage.setItem(KEPT_FIGURES_KEY, text);
  } catch {
    // A full or disabled storage costs the next visit its head start, nothing else.
  }
}

/**
 * Puts the kept figures back into the cache, marked stale so every screen asks for the current ones as it opens.
 * A copy of another user, another build, or older than a day is removed instead. Returns whether any was restored.
 */
export function restoreKeptFigures(client: QueryClient, storage: Storage, owner: KeptFor, now = Date.now()): boolean {
  const copy = readKeptCopy(storage);
  if (!copy) return false;
  const usable = copy.userId === owner.userId && copy.build === owner.build && now - copy.savedAt <= KEPT_FOR_MS;
  if (!usable) {
    forgetKeptFigures(storage);
    return false;
  }
  const fresh = copy.state.queries.filter((query) => now - query.state.dataUpdatedAt <= KEPT_FOR_MS);
  hydrate(client, { ...copy.state, queries: fresh });
  void client.invalidateQueries({ predicate: isKeptFigures, refetchType: 'none' });
  return fresh.length > 0;
}

export function forgetKeptFigures(storage: Storage): void {
  try {
    storage.removeItem(KEPT_FIGURES_KEY);
  } catch {
    // Nothing was kept where storage is off.
  }
}

/** The kept queries someone is looking at. */
const keptOnView = (queries: readonly Query[]) => queries.filter((query) => isKeptFigures(query) && query.getObserversCount() > 0);

/** How the kept figures on screen stand: their time, and whether the current ones are on their way or cannot come. */
export interface KeptFiguresShown {
  asOf: number;
  state: 'updating' | 'offline' | 'failed';
}

/**
 * Whether a screen on view shows kept figures: a kept query that someone is looking at, whose answer is older than
 * this page (so it came from the browser's copy, not from the server since the page opened). Null when none is.
 * A question that failed while the browser says it has no network is told as offline.
 */
export function keptFiguresShown(queries: readonly Query[], pageOpenedAt: number, online = true): KeptFiguresShown | null {
  const shown = keptOnView(queries).filter((query) => query.state.data !== undefined && query.state.dataUpdatedAt < pageOpenedAt);
  if (shown.length === 0) return null;
  const asOf = Math.min(...shown.map((query) => query.state.dataUpdatedAt));
  const failed = shown.some((query) => query.state.errorUpdatedAt >= pageOpenedAt);
  const paused = shown.some((query) => query.state.fetchStatus === 'paused');
  const state = paused || (failed && !online) ? 'offline' : failed ? 'failed' : 'updating';
  return { asOf, state };
}

/**
 * Whether the page shows the owner's current figures as a kept page may keep them (decision 315): one of the screen's
 * own kept queries is on view, and every kept query on view holds the server's answer of this page, settled. The
 * oldest of those answers' time, or null.
 */
export function currentFiguresAsOf(queries: readonly Query[], pageOpenedAt: number): number | null {
  const shown = keptOnView(queries);
  const screens = shown.some((query) => query.meta?.frame !== true);
  const current = shown.every(
    (query) => query.state.status === 'success' && query.state.fetchStatus === 'idle' && query.state.dataUpdatedAt >= pageOpenedAt,
  );
  return screens && current ? Math.min(...shown.map((query) => query.state.dataUpdatedAt)) : null;
}
