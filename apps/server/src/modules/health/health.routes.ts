import { HealthSchema } from '@brewline/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type DatabaseHandle, isReachable } from '../../db/client';

/** One database check answers every health call for this long, so however often monitors poll, the database sees one query a second. */
export const HEALTH_CHECK_MAX_AGE_MS = 1000;
/** A database that does not answer `select 1` within this is reported unreachable (a pool can wait forever). */
export const HEALTH_CHECK_TIMEOUT_MS = 2000;

/**
 * Reachability with a short memory: the last check is reused while it is younger than maxAgeMs, and callers
 * arriving while a check runs share it. A failure therefore shows within maxAgeMs + timeoutMs.
 */
export function rememberedReachability(
  check: () => Promise<boolean>,
  { maxAgeMs = HEALTH_CHECK_MAX_AGE_MS, timeoutMs = HEALTH_CHECK_TIMEOUT_MS } = {},
): () => Promise<boolean> {
  let last: { reachable: boolean; at: number } | undefined;
  let running: Promise<boolean> | undefined;
  const checkWithTimeout = () => {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
      timer.unref();
    });
    return Promise.race([check().catch(() => false), timedOut]).finally(() => clearTimeout(timer));
  };
  return () => {
    if (last && Date.now() - last.at < maxAgeMs) return Promise.resolve(last.reachable);
    running ??= checkWithTimeout().then((reachable) => {
      last = { reachable, at: Date.now() };
      running = undefined;
      return reachable;
    });
    return running;
  };
}

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  const reachable = rememberedReachability(() => isReachable(database.db));
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      // Monitors and load balancers poll this all day: their calls are not worth a log line each.
      logLevel: 'warn',
      schema: { tags: ['health'], summary: 'Liveness and database reachability', response: { 200: HealthSchema, 503: HealthSchema } },
    },
    async (_request, reply) => {
      const ok = await reachable();
      return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', database: { reachable: ok, driver: database.driver } });
    },
  );
};
