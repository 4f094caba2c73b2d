import type { PickupOptions, PickupOptionsBody } from '@brewline/contracts/schemas/pickup-options';
import { AppError, notFound } from '../../errors';
import { claimedVersion } from '../../lib/safe-save';
import type { PickupOptionsRepository } from './pickup-options.repository';

export function createPickupOptionsService({ repository }: { repository: PickupOptionsRepository }) {
  return {
    async get(shopId: number): Promise<PickupOptions> {
      const shop = await repository.findShop(shopId);
      if (!shop) throw notFound();
      return { options: await repository.list(shopId), ...shop };
    },

    /**
     * Replaces the whole list in one transaction when it was loaded at the current version (else 409 staleCopy,
     * nothing changed). The schema keeps the default (first) option plain; here, members-only is refused for a shop
     * whose memberships are disabled, read under the shop row's lock.
     */
    async save(shopId: number, { options, version }: PickupOptionsBody): Promise<PickupOptions> {
      return repository.transaction(async (tx) => {
        const saved = claimedVersion(await tx.claimVersion(shopId, version));
        const shop = await tx.findShop(shopId);
        if (!shop) throw notFound();
        const memberOnly = options.findIndex((option) => option.memberOnly);
        if (!shop.membershipEnabled && memberOnly >= 0) {
          throw new AppError(400, 'VALIDATION_FAILED', 'pickupMemberOnlyUnavailable', `options.${memberOnly}.memberOnly`);
        }
        await tx.replace(shopId, options);
        return { options, version: saved, membershipEnabled: shop.membershipEnabled };
      });
    },
  };
}
export type PickupOptionsService = ReturnType<typeof createPickupOptionsService>;
