import type { OpeningScheduleResponse, ShopHoursBody, ShopHoursResponse } from '@brewline/contracts/schemas/shop-hours';
import { timeZoneOfState } from '../../lib/shop-time.rules';
import { notFound } from '../../errors';
import type { Actor } from '../../lib/actor';
import { claimedVersion } from '../../lib/safe-save';
import type { ActivityRecorder } from '../activity/activity.service';
import type { ShopHoursRepository } from './shop-hours.repository';

export function createShopHoursService({ repository, activity }: { repository: ShopHoursRepository; activity: ActivityRecorder }) {
  return {
    async get(shopId: number): Promise<ShopHoursResponse> {
      const week = await repository.find(shopId);
      if (!week) throw notFound();
      return week;
    },

    /** The week and the time zone the shop's hours are in (decision 058: the zone of its state). */
    async openingSchedule(shopId: number): Promise<OpeningScheduleResponse> {
      const [week, state] = [await repository.find(shopId), await repository.findState(shopId)];
      if (!week || state === null) throw notFound();
      return { timeZone: timeZoneOfState(state), hours: week.hours };
    },

    /** Saves the week when it was loaded at the current version (else 409 staleCopy, nothing changed). */
    async save(shopId: number, { hours, version }: ShopHoursBody, actor: Actor): Promise<ShopHoursResponse> {
      return repository.transaction(async (tx, db) => {
        const saved = claimedVersion(await tx.claimVersion(shopId, version));
        await tx.replaceWeek(shopId, hours);
        await activity.within(db).record({ shopId, actor, action: 'shopHoursChanged' });
        return { hours, version: saved };
      });
    },
  };
}
export type ShopHoursService = ReturnType<typeof createShopHoursService>;
