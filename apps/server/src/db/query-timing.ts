import { AsyncResource } from 'node:async_hooks';
import type { Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/** Told each statement's duration in seconds (decision 285: the metrics' database histogram). */
export type QueryListener = (seconds: number) => void;

/**
 * The statements' stopwatch of one database handle: what it times goes to every listener. With no listener nothing
 * is timed, so a handle no app watches (a script's, the restore's) pays nothing.
 */
export function createQueryTimer() {
  const listeners = new Set<QueryListener>();
  const tell = (started: number) => {
    const seconds = (performance.now() - started) / 1000;
    for (const listener of listeners) listener(seconds);
  };
  return {
    observe(listener: QueryListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Times one statement, a failed one too. */
    async time<T>(run: () => Promise<T>): Promise<T> {
      if (listeners.size === 0) return run();
      const started = performance.now();
      try {
        return await run();
      } finally {
        tell(started);
      }
    },
    /** A PGlite transaction whose statements are timed one by one. */
    timedTransaction(tx: Transaction): Transaction {
      if (listeners.size === 0) return tx;
      const time = this.time.bind(this);
      return new Proxy(tx, {
        get(target, property, receiver) {
          if (property === 'query') return (...args: Parameters<Transaction['query']>) => time(() => target.query(...args));
          const value: unknown = Reflect.get(target, property, receiver);
          return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
        },
      });
    },
    /**
     * Times every statement of a node-postgres client: each client the pool opens gets its `query` wrapped (the pool's
     * own `query` runs through a client too). Both of pg's forms: the promise, and the callback the pool passes.
     */
    timePgClient(client: pg.PoolClient) {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        if (listeners.size === 0) return query(...args);
        const started = performance.now();
        const last = args.at(-1);
        if (typeof last === 'function') {
          // Told in the caller's async context, not the socket's that calls back: a trace's statement span finds its
          // request there (decision 285).
          const told = AsyncResource.bind(() => tell(started));
          args[args.length - 1] = (...results: unknown[]) => {
            told();
            return (last as (...r: unknown[]) => unknown)(...results);
          };
          return query(...args);
        }
        const answer = query(...args);
        if (answer instanceof Promise) return answer.finally(() => tell(started));
        return answer;
      };
    },
  };
}
export type QueryTimer = ReturnType<typeof createQueryTimer>;
