import { normalizeEmail } from '@brewline/contracts/email';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimitRule } from '../config';
import type { Database } from '../db/client';
import { rateLimitHits } from '../db/schema/accounts';
import { AppError } from '../errors';

/**
 * A route's rate limit, declared next to its access (decision 019):
 * `config: { access: 'public', rateLimit: { action: 'sign-in', account: sentEmail } }`.
 * The plugin counts every call of the route, before its body is validated, so refused inputs count too.
 */
interface RouteRateLimit {
  /** The counters' name ('sign-in', 'contact'...): each action is limited on its own. */
  action: string;
  /**
   * The account the attempt is about, when it names one: counted per account (RATE_LIMIT_PER_ACCOUNT) on top of
   * the per-address count. It reads the request before validation, so the body is as sent (`sentEmail`, `sentText`);
   * an email is normalised as every schema reads it, so 'Owner@X.com ' and 'owner@x.com' share a counter.
   */
  account?: (request: FastifyRequest) => string | undefined;
}

/** One route and the limit it declared, as registered. */
interface RouteRateLimitEntry {
  method: string;
  url: string;
  action: string;
  perAccount: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: RouteRateLimit;
  }
  interface FastifyInstance {
    /** Every route that declared a rate limit, in registration order. */
    routeRateLimits: readonly RouteRateLimitEntry[];
  }
}

export interface RateLimitOptions {
  db: Database;
  rules: { perClient: RateLimitRule; perAccount: RateLimitRule };
}

/**
 * Counts each call of a route that declares `config.rateLimit`, per client address and per account, in
 * `rate_limit_hits`; past either limit it answers 429 with Retry-After. The counters live in the database so
 * every app process shares them (decision 003).
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, { db, rules }: RateLimitOptions) => {
  async function hit(key: string, rule: RateLimitRule): Promise<{ hits: number; retryAfter: number }> {
    const windowMs = rule.windowSeconds * 1000;
    const now = Date.now();
    const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
    const [row] = await db
      .insert(rateLimitHits)
      .values({ key, windowStart, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitHits.key, rateLimitHits.windowStart],
        set: { hits: sql`${rateLimitHits.hits} + 1` },
      })
      .returning({ hits: rateLimitHits.hits });
    return { hits: row?.hits ?? 1, retryAfter: Math.ceil((windowStart.getTime() + windowMs - now) / 1000) };
  }

  let lastSweep = 0;
  async function sweep() {
    // Old windows are useless; drop them at most once a minute.
    if (Date.now() - lastSweep < 60_000) return;
    lastSweep = Date.now();
    await db.delete(rateLimitHits).where(sql`${rateLimitHits.windowStart} < now() - interval '1 day'`);
  }

  const routeRateLimits: RouteRateLimitEntry[] = [];
  app.decorate('routeRateLimits', routeRateLimits);
  app.addHook('onRoute', (route) => {
    const limit = route.config?.rateLimit;
    if (!limit) return;
    for (const method of [route.method].flat()) {
      routeRateLimits.push({ method, url: route.url, action: limit.action, perAccount: limit.account !== undefined });
    }
  });

  // After access (onRequest), before validation: a call refused for its input still counts.
  app.addHook('preValidation', async (request, reply) => {
    const limit = request.routeOptions.config.rateLimit;
    if (!limit) return;
    await sweep();
    const checks: Array<[string, RateLimitRule]> = [[`${limit.action}:ip:${request.ip}`, rules.perClient]];
    const account = limit.account?.(request);
    if (account) checks.push([`${limit.action}:account:${normalizeEmail(account)}`, rules.perAccount]);
    for (const [key, rule] of checks) {
      const { hits, retryAfter } = await hit(key, rule);
      if (hits > rule.max) {
        reply.header('retry-after', String(retryAfter));
        throw new AppError(429, 'RATE_LIMITED', 'tooManyAttempts');
      }
    }
  });
});
