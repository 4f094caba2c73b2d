import { normalizeEmail } from '@brewline/contracts/email';
import type { ShopInfo, ShopInfoBody } from '@brewline/contracts/schemas/shop-info';
import type { ActivityChange } from '@brewline/contracts/schemas/activity';
import { notFound } from '../../errors';
import type { Actor } from '../../lib/actor';
import { claimedVersion } from '../../lib/safe-save';
import type { ActivityRecorder } from '../activity/activity.service';
import type { ShopInfoRepository } from './shop-info.repository';
import { ACTIVITY_SHOP_INFO_FIELDS } from './shop-info.rules';

/** 'Mia van der Berg' -> first 'Mia', last 'van der Berg'. */
function splitName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** The fields a save changed, for the activity log (decision 225). */
const infoChanges = (before: ShopInfo, after: ShopInfo): ActivityChange[] =>
  ACTIVITY_SHOP_INFO_FIELDS.filter((field) => before[field] !== after[field]).map((field) => ({
    item: after.shopName,
    field,
    from: before[field],
    to: after[field],
  }));

export function createShopInfoService({ repository, activity }: { repository: ShopInfoRepository; activity: ActivityRecorder }) {
  return {
    async get(shopId: number): Promise<ShopInfo> {
      const info = await repository.find(shopId);
      if (!info) throw notFound();
      return info;
    },

    /**
     * Saves the info when it was loaded at the current version (else 409 staleCopy, nothing changed). The shop's
     * owner login (a login of this shop whose email is the owner email, before or after the change) gets its first
     * and last name from ownerName when it has none, so the sidebar greets them by name.
     */
    async save(shopId: number, { version, ...fields }: ShopInfoBody, actor: Actor): Promise<ShopInfo> {
      return repository.transaction(async (tx, db) => {
        claimedVersion(await tx.claimVersion(shopId, version));
        const before = await tx.find(shopId);
        const saved = await tx.update(shopId, fields);
        if (!before || !saved) throw notFound();
        const ownerEmails = [...new Set([before.ownerEmail, saved.ownerEmail].map(normalizeEmail).filter(Boolean))];
        await tx.setLoginNames(await tx.findNamelessLogins(shopId, ownerEmails), splitName(fields.ownerName));
        const changes = infoChanges(before, saved);
        if (changes.length > 0) {
          await activity.within(db).record({ shopId, actor, action: 'shopInfoChanged', details: { changes } });
        }
        return saved;
      });
    },
  };
}
export type ShopInfoService = ReturnType<typeof createShopInfoService>;
