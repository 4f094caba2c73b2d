import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';

/** What a refused client is told to wait before it sends again: by then another process, or this one restarted, answers. */
const RETRY_AFTER_SECONDS = 1;
/**
 * After the grace, the listener closes only once nothing arrived for this long (no connection, no request) and
 * nothing is in flight: closing it resets every connection the system accepted for it that the process has not read.
 */
const QUIET_MS = 150;
/** Once the limit has cut what was still running, how long the rest of the close (hooks, connections) may take. */
const AFTER_THE_LIMIT_MS = 2_000;

export interface ShutdownTimes {
  /** How long requests are still taken after readiness turned 503 (SHUTDOWN_GRACE_MS). */
  graceMs: number;
  /** How long the requests in flight then have to finish before they are cut (SHUTDOWN_TIMEOUT_MS). */
  limitMs: number;
}

/** How a shutdown ended: every request answered and the app closed, or `cut` requests cut off at the limit. */
export interface ShutdownOutcome {
  finished: boolean;
  cut: number;
}

const within = <T>(promise: Promise<T>, ms: number) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    promise.then(
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      () => {
        clearTimeout(timer);
        resolve(true);
      },
    );
  });

/**
 * The shutdown that drops nothing (decision 287). `app.shutDown(times)`:
 * 1. readiness turns 503 at once (the lifecycle drains), and every answer from then on closes its connection, so a
 *    client's next request opens a new one, which a load balancer sends elsewhere once it has seen the 503;
 * 2. after the grace, `app.stopping` is aborted: the live order streams are told to reconnect and closed, the job
 *    runs stop and give their claims back, and every new request but the probes is refused with 503 `UNAVAILABLE`
 *    and `Retry-After` before it does anything (the listener stays open, so no connection the system had queued for
 *    it is reset);
 * 3. the requests in flight finish, up to the limit (past it they are cut, and logged);
 * 4. once nothing arrived for a moment, the listener closes, at the turn of the event loop right after it read the
 *    sockets, so no connection is reset unread; then the app closes (its onClose hooks) and the caller closes the
 *    database and exits.
 */
export const shutdownPlugin = fp(async (app: FastifyInstance, { lifecycle }: { lifecycle: { startDraining(): void } }) => {
  const stopping = new AbortController();
  let draining = false;
  let inFlight = 0;
  /** Connections and requests seen: what a quiet moment is measured by. */
  let arrivals = 0;
  let onIdle: (() => void) | undefined;
  app.server.on('connection', () => {
    arrivals += 1;
  });
  // Every request over HTTP, from its arrival to its connection's answer ending (a stream's too).
  app.server.on('request', (_request, response) => {
    arrivals += 1;
    inFlight += 1;
    response.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) onIdle?.();
    });
  });
  const untilIdle = () =>
    inFlight === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          onIdle = resolve;
        });
  /**
   * Resolves true once nothing is in flight and nothing arrived for QUIET_MS, at the turn of the event loop right
   * after it read the sockets (a check-phase callback follows the poll that accepts connections and reads requests),
   * so the caller closes the listener before anything else can arrive; false at the deadline.
   */
  const untilQuiet = async (deadline: number) => {
    for (;;) {
      const left = deadline - Date.now();
      if (left <= 0 || !(await within(untilIdle(), left))) return false;
      const seen = arrivals;
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
      await new Promise((resolve) => setImmediate(resolve));
      if (arrivals === seen && inFlight === 0) return true;
    }
  };

  app.addHook('onRequest', async (request, reply) => {
    if (stopping.signal.aborted && !request.url.startsWith('/api/health')) {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      throw new AppError(503, 'UNAVAILABLE', 'serverRestarting');
    }
  });
  // Set as the answer leaves, so a request taken before the shutdown began closes its connection too.
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });

  app.decorate('stopping', stopping.signal);
  app.decorate('shutDown', async ({ graceMs, limitMs }: ShutdownTimes): Promise<ShutdownOutcome> => {
    draining = true;
    lifecycle.startDraining();
    app.log.info({ graceMs, limitMs }, 'shutting down: not ready, still taking requests for the grace');
    if (graceMs > 0) await new Promise((resolve) => setTimeout(resolve, graceMs));
    stopping.abort();
    app.log.info({ inFlight }, 'shutting down: refusing new requests, finishing those in flight');
    const deadline = Date.now() + limitMs;
    const finished = await untilQuiet(deadline);
    const cut = finished ? 0 : inFlight;
    // Nothing has arrived since the last read of the sockets: no connection waits in the system's queue to be reset.
    const listenerClosed = new Promise<void>((resolve) => app.server.close(() => resolve()));
    if (!finished) {
      app.log.warn({ cut, limitMs }, 'shutting down: requests still running at the limit are cut');
      app.server.closeAllConnections();
    }
    const closed = await within(Promise.all([listenerClosed, app.close()]), Math.max(deadline - Date.now(), 0) + AFTER_THE_LIMIT_MS);
    if (!closed) app.log.warn('shutting down: the app did not close in time');
    app.log.info({ cut }, 'shut down');
    return { finished: finished && closed, cut };
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Aborted when a shutting-down process stops taking requests (decision 287): long-lived work ends then. */
    stopping: AbortSignal;
    /** The shutdown of decision 287 (server.ts calls it on SIGTERM and SIGINT); resolves once the app is closed. */
    shutDown(times: ShutdownTimes): Promise<ShutdownOutcome>;
  }
}
