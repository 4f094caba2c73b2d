import type { DehydratedState } from '@tanstack/react-query';
import { SESSION_KEYS } from './session-keys';

/**
 * The browser's copy of the last figures the user saw (decision 283), as stored: kept-figures.ts writes and restores
 * it with the query library; the boot step (boot/first-requests-boot.ts) reads one answer from it before any of the
 * app's code has arrived, so this module imports nothing that runs.
 */
export interface KeptCopy {
  userId: number;
  build: string;
  savedAt: number;
  state: DehydratedState;
}

export const KEPT_FIGURES_KEY = SESSION_KEYS.keptFigures;
/** A copy older than a day is not shown: yesterday's 'today' would mislead more than a skeleton. */
export const KEPT_FOR_MS = 24 * 60 * 60 * 1000;

/** The stored copy, or null when there is none or it cannot be read. */
export function readKeptCopy(storage: Storage): KeptCopy | null {
  try {
    const copy = JSON.parse(storage.getItem(KEPT_FIGURES_KEY) ?? 'null') as KeptCopy | null;
    return copy && Array.isArray(copy.state?.queries) ? copy : null;
  } catch {
    return null;
  }
}

/** The kept answer to one query of one user, if the copy holds one at most a day old. */
export function keptAnswer<T>(copy: KeptCopy | null, userId: number, queryKey: readonly unknown[], now: number): T | undefined {
  if (!copy || copy.userId !== userId) return undefined;
  const key = JSON.stringify(queryKey);
  const query = copy.state.queries.find((candidate) => JSON.stringify(candidate.queryKey) === key);
  if (!query || now - query.state.dataUpdatedAt > KEPT_FOR_MS) return undefined;
  return query.state.data as T | undefined;
}
