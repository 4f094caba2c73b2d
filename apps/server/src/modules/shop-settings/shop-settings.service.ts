import type {
  ShopAccessInfo,
  ShopRewards,
  ShopRewardsBody,
  ShopSettings,
  ShopSettingsBody,
} from '@brewline/contracts/schemas/shop-settings';
import { notFound } from '../../errors';
import { claimedVersion, staleCopy } from '../../lib/safe-save';
import type { Actor } from '../../lib/actor';
import type { RushService } from '../rush/rush.service';
import type { ShopSettingsRepository } from './shop-settings.repository';

export function createShopSettingsService({
  repository,
  rush,
}: {
  repository: ShopSettingsRepository;
  /** The Paused and Busy switches read and set the rush, the one record of both (decision 299). */
  rush: Pick<RushService, 'switches' | 'switchesWriter' | 'announce'>;
}) {
  return {
    async get(shopId: number): Promise<ShopSettings> {
      const settings = await repository.find(shopId);
      if (!settings) throw notFound();
      return { ...settings, ...(await rush.switches(shopId)) };
    },

    /**
     * The Miscellaneous card: saved when loaded at the current version (else 409 staleCopy, nothing changed). A rush
     * change from the Overview moves the version too, so a card loaded before it cannot switch it back unknowingly.
     */
    async save(shopId: number, { version, isPaused, isBusy, ...misc }: ShopSettingsBody, actor: Actor): Promise<ShopSettings> {
      const writeSwitches = await rush.switchesWriter(shopId);
      const { saved, rushChanged } = await repository.transaction(async (tx, db) => {
        claimedVersion(await tx.claimVersion(shopId, version));
        const stored = await tx.updateMisc(shopId, misc);
        if (!stored) throw notFound();
        return { saved: stored, rushChanged: await writeSwitches(db, { isPaused, isBusy }, actor) };
      });
      if (rushChanged) await rush.announce(shopId);
      return { ...saved, isPaused, isBusy };
    },

    /**
     * The Shop Rewards switch, set only while it still shows what the screen loaded (decision 031): someone who
     * switched it in the meantime is not overwritten unknowingly (409 staleCopy).
     */
    async switchRewards(shopId: number, { rewardsEnabled, loaded }: ShopRewardsBody): Promise<ShopRewards> {
      if (await repository.switchRewards(shopId, rewardsEnabled, loaded)) return { rewardsEnabled };
      if (!(await repository.find(shopId))) throw notFound();
      throw staleCopy();
    },

    async accessInfo(shopId: number, loginId: number): Promise<ShopAccessInfo> {
      const info = await repository.findAccessInfo(shopId, loginId);
      if (!info) throw notFound();
      return info;
    },
  };
}
export type ShopSettingsService = ReturnType<typeof createShopSettingsService>;
