import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../config';
import type { Database } from '../db/client';
import { rateLimitHits } from '../db/schema/index';
import { AppError } from '../errors';

export interface RateLimiter {
  /**
   * Counts one attempt at `action` for the client's address and, when given, for the account; past either
   * limit it answers 429 with Retry-After. Counters live in the database so every app process shares them.
   */
  check(request: FastifyRequest, reply: FastifyReply, action: string, account?: string): Promise<void>;
}

export function createRateLimiter(db: Database, rules: { perClient: RateLimitRule; perAccount: RateLimitRule }): RateLimiter {
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

  return {
    async check(request, reply, action, account) {
      await sweep();
      const checks: Array<[string, RateLimitRule]> = [[`${action}:ip:${request.ip}`, rules.perClient]];
      if (account) checks.push([`${action}:account:${account.trim().toLowerCase()}`, rules.perAccount]);
      for (const [key, rule] of checks) {
        const { hits, retryAfter } = await hit(key, rule);
        if (hits > rule.max) {
          reply.header('retry-after', String(retryAfter));
          throw new AppError(429, 'RATE_LIMITED', 'tooManyAttempts');
        }
      }
    },
  };
}
