import { LAST_SEEN_INTERVAL_MS } from './auth.rules';

/** Whether a session's last seen time is due to be written: never written by this process, or at least `intervalMs` ago. */
export function lastSeenDue(lastWrittenAt: number | undefined, now: number, intervalMs = LAST_SEEN_INTERVAL_MS): boolean {
  return lastWrittenAt === undefined || now - lastWrittenAt >= intervalMs;
}

/**
 * Keeps sessions' last seen times (decision 215) without slowing a request: `seen` is called on every authenticated
 * request but answers at once; at most once per interval per session it queues the session, and every session queued
 * in the same turn of the event loop is written by one statement that nobody waits for. The statement itself only
 * writes rows older than the interval, so several processes on one database still write a row at most once a minute.
 */
export function createLastSeenTracker(
  write: (sessionIds: number[]) => Promise<unknown>,
  options: { intervalMs?: number; now?: () => number; maxEntries?: number; onError: (error: unknown) => void },
) {
  const { intervalMs = LAST_SEEN_INTERVAL_MS, now = Date.now, maxEntries = 10_000 } = options;
  /** When this process last queued each session: insertion-ordered, so the oldest is dropped first when full. */
  const written = new Map<number, number>();
  let queued: number[] = [];
  const pending = new Set<Promise<void>>();
  let writes = 0;

  function flush() {
    const sessionIds = queued;
    queued = [];
    writes++;
    const running: Promise<void> = write(sessionIds)
      .then(() => undefined)
      .catch(options.onError)
      .finally(() => pending.delete(running));
    pending.add(running);
  }

  return {
    seen(sessionId: number): void {
      const at = now();
      if (!lastSeenDue(written.get(sessionId), at, intervalMs)) return;
      written.delete(sessionId);
      if (written.size >= maxEntries) written.delete(written.keys().next().value!);
      written.set(sessionId, at);
      queued.push(sessionId);
      if (queued.length === 1) queueMicrotask(flush);
    },
    /** How many statements were started: lets tests see the throttling. */
    get writes() {
      return writes;
    },
    /** Resolves once every started write is done (the app waits for it when closing). */
    async settled(): Promise<void> {
      await Promise.resolve();
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
export type LastSeenTracker = ReturnType<typeof createLastSeenTracker>;
