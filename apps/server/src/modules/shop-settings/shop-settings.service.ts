import type { ShopAccessInfo, ShopRewards, ShopRewardsBody, ShopSettings, ShopSettingsBody } from '@brewline/contracts/shop-settings';
import { notFound } from '../../errors';
import { claimedVersion, staleCopy } from '../../lib/safe-save';
import type { ShopSettingsRepository } from './shop-settings.repository';

export function createShopSettingsService({ repository }: { repository: ShopSettingsRepository }) {
  return {
    async get(shopId: number): Promise<ShopSettings> {
      const settings = await repository.find(shopId);
      if (!settings) throw notFound();
      return settings;
    },

    /** The Miscellaneous card: saved when loaded at the current version (else 409 staleCopy, nothing changed). */
    async save(shopId: number, { version, ...misc }: ShopSettingsBody): Promise<ShopSettings> {
      return repository.transaction(async (tx) => {
        claimedVersion(await tx.claimVersion(shopId, version));
        const saved = await tx.updateMisc(shopId, misc);
        if (!saved) throw notFound();
        return saved;
      });
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
