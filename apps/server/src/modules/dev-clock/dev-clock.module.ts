import type { Config } from '../../config';
import type { ModuleApp } from '../../lib/app-module';
import type { ShiftableClock } from '../../lib/shiftable-clock';
import { devClockRoutes } from './dev-clock.routes';

/** POST /dev/clock, only with DEV_CLOCK=true: the browser journeys move the rush's clock instead of waiting. */
export async function registerDevClock(app: ModuleApp, { config, ports }: { config: Config; ports: { clock: ShiftableClock | null } }) {
  if (config.devClock && ports.clock) await app.register(devClockRoutes, { clock: ports.clock });
}
