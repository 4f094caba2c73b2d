import type { Health } from '@brewline/contracts/health';
import type { HealthRepository } from './health.repository';
import { rememberedReachability } from './health.rules';

export function createHealthService({ repository, driver }: { repository: HealthRepository; driver: Health['database']['driver'] }) {
  const reachable = rememberedReachability(() => repository.isReachable());
  return {
    async check(): Promise<Health> {
      const ok = await reachable();
      return { status: ok ? 'ok' : 'degraded', database: { reachable: ok, driver } };
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;
