import { z } from 'zod';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ reachable: z.boolean(), driver: z.enum(['pglite', 'postgres']) }),
});
export type Health = z.infer<typeof HealthSchema>;

/** GET /api/health/live: the process answers (decision 285). */
export const LivenessSchema = z.object({ status: z.literal('alive') });
export type Liveness = z.infer<typeof LivenessSchema>;

/**
 * GET /api/health/ready (decision 285): `ready` (200) when the app has started (migrations done), the database answers
 * and the process is not shutting down; else 503 with why: `starting`, `draining` or `databaseUnreachable`.
 */
export const ReadinessSchema = z.object({ status: z.enum(['ready', 'starting', 'draining', 'databaseUnreachable']) });
export type Readiness = z.infer<typeof ReadinessSchema>;
