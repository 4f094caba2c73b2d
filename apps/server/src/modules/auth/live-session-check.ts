/** What the database says of a live session: its id and its login's auth version (decision 024). */
export interface LiveSession {
  sessionId: number;
  authVersion: number;
}

interface Waiter {
  promise: Promise<LiveSession | null>;
  resolve(live: LiveSession | null): void;
  reject(error: unknown): void;
}

/**
 * Checks of cached principals against the database, many requests to one query (decision 142).
 *
 * A check is always answered by a read that *started after it was asked for*: while a read is running, new checks
 * wait for the next one, which covers every token asked for meanwhile. So a change committed before a request
 * arrived is seen by that request's check, as with one query per request (decision 024), while under load one
 * indexed read serves every request that came during the previous one.
 */
export function createLiveSessionChecker(
  read: (tokenHashes: string[]) => Promise<Map<string, LiveSession>>,
  options: { maxBatch?: number } = {},
) {
  const { maxBatch = 500 } = options;
  let waiting = new Map<string, Waiter>();
  let running = false;
  let reads = 0;

  function waiterFor(tokenHash: string): Waiter {
    const found = waiting.get(tokenHash);
    if (found) return found;
    let resolve!: Waiter['resolve'];
    let reject!: Waiter['reject'];
    const promise = new Promise<LiveSession | null>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    const waiter = { promise, resolve, reject };
    waiting.set(tokenHash, waiter);
    return waiter;
  }

  function next() {
    if (running || waiting.size === 0) return;
    let batch: Map<string, Waiter>;
    if (waiting.size <= maxBatch) {
      batch = waiting;
      waiting = new Map();
    } else {
      batch = new Map();
      for (const [tokenHash, waiter] of waiting) {
        if (batch.size === maxBatch) break;
        batch.set(tokenHash, waiter);
        waiting.delete(tokenHash);
      }
    }
    running = true;
    reads++;
    read([...batch.keys()])
      .then(
        (found) => {
          for (const [tokenHash, waiter] of batch) waiter.resolve(found.get(tokenHash) ?? null);
        },
        (error: unknown) => {
          for (const waiter of batch.values()) waiter.reject(error);
        },
      )
      .finally(() => {
        running = false;
        next();
      });
  }

  return {
    /** The live session with this token hash, as read after this call, or null (revoked, expired or unknown). */
    check(tokenHash: string): Promise<LiveSession | null> {
      const { promise } = waiterFor(tokenHash);
      next();
      return promise;
    },
    /** How many reads were made: lets tests see checks share one. */
    get reads() {
      return reads;
    },
  };
}
