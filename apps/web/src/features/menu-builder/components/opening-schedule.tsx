import { type ReactNode, useDeferredValue } from 'react';
import { useOpeningSchedule } from '../api/opening-schedule';
import { OpeningScheduleContext } from '../hooks/use-come-back';

/**
 * Gives the Sold out selects the shop's week and time zone once read. Not waited for: until then (or when it cannot be
 * read) they say 'Sold out until tomorrow' as before.
 */
export function OpeningScheduleProvider({ shopId, children }: { shopId: number; children: ReactNode }) {
  const schedule = useOpeningSchedule(shopId);
  // Every Sold out select on the page reads it: deferred, their new words are drawn in an interruptible render rather
  // than in the update that delivers the schedule (a long task at a phone's speed).
  const drawn = useDeferredValue(schedule.data ?? null);
  return <OpeningScheduleContext.Provider value={drawn}>{children}</OpeningScheduleContext.Provider>;
}
