import type { Health, Liveness, Readiness } from '@brewline/contracts/schemas/health';
import type { HealthRepository } from './health.repository';
import { createLifecycle, rememberedReachability } from './health.rules';

export function createHealthService({ repository, driver }: { repository: HealthRepository; driver: Health['database']['driver'] }) {
  const reachable = rememberedReachability(() => repository.isReachable());
  /** Marked ready by the module once the app has started; server.ts starts draining on SIGTERM (decision 285). */
  const lifecycle = createLifecycle();
  return {
    lifecycle,
    async check(): Promise<Health> {
      const ok = await reachable();
      return { status: ok ? 'ok' : 'degraded', database: { reachable: ok, driver } };
    },
    /** The process answers: nothing else is asked, so a busy database never gets a live process restarted. */
    live(): Liveness {
      return { status: 'alive' };
    },
    /** Whether to send this process requests: started, not draining, and its database answers. */
    async ready(): Promise<Readiness> {
      const phase = lifecycle.phase();
      if (phase !== 'ready') return { status: phase };
      return { status: (await reachable()) ? 'ready' : 'databaseUnreachable' };
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;
