import type { ReactNode } from 'react';
import { useOpeningSchedule } from '../api/opening-schedule';
import { OpeningScheduleContext } from '../hooks/use-come-back';

/**
 * Gives the Sold out selects the shop's week and time zone once read. Not waited for: until then (or when it cannot be
 * read) they say 'Sold out until tomorrow' as before.
 */
export function OpeningScheduleProvider({ shopId, children }: { shopId: number; children: ReactNode }) {
  const schedule = useOpeningSchedule(shopId);
  return <OpeningScheduleContext.Provider value={schedule.data ?? null}>{children}</OpeningScheduleContext.Provider>;
}
