import type { ShopAccessInfo, ShopSettings } from '@brewline/contracts/schemas/shop-settings';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { logins } from '../../db/schema/accounts';
import { memberships } from '../../db/schema/memberships';
import { shops } from '../../db/schema/shops';
import { transactional } from '../../db/transactional';
import { claimVersion } from '../../lib/safe-save';

const settingsColumns = {
  taxPercent: shops.taxPercent,
  facebookUrl: shops.facebookUrl,
  instagramUrl: shops.instagramUrl,
  rewardsEnabled: shops.rewardsEnabled,
  version: shops.settingsVersion,
};
type Row = { [K in keyof typeof settingsColumns]: (typeof settingsColumns)[K]['_']['data'] };
/** The stored settings; Paused and Busy are the rush's (decision 299), added by the service. */
export type StoredSettings = Omit<ShopSettings, 'isPaused' | 'isBusy'>;
const toSettings = ({ taxPercent, ...row }: Row): StoredSettings => ({ ...row, tax: Number(taxPercent) });

export interface MiscSettings {
  tax: number;
  facebookUrl: string;
  instagramUrl: string;
}

const queries = (db: Database) => ({
  async find(shopId: number): Promise<StoredSettings | null> {
    const [row] = await db.select(settingsColumns).from(shops).where(eq(shops.id, shopId)).limit(1);
    return row ? toSettings(row) : null;
  },

  /** Moves the settings' version on when it still is `version` (and locks the shop row until the transaction ends). */
  claimVersion: (shopId: number, version: number) => claimVersion(db, { id: shops.id, version: shops.settingsVersion }, shopId, version),

  async updateMisc(shopId: number, misc: MiscSettings): Promise<StoredSettings | null> {
    const [row] = await db
      .update(shops)
      .set({
        taxPercent: String(misc.tax),
        facebookUrl: misc.facebookUrl,
        instagramUrl: misc.instagramUrl,
        updatedAt: new Date(),
      })
      .where(eq(shops.id, shopId))
      .returning(settingsColumns);
    return row ? toSettings(row) : null;
  },

  /** Sets the rewards switch only while it still is `loaded`; answers whether it did. */
  async switchRewards(shopId: number, rewardsEnabled: boolean, loaded: boolean): Promise<boolean> {
    const rows = await db
      .update(shops)
      .set({ rewardsEnabled, updatedAt: new Date() })
      .where(and(eq(shops.id, shopId), eq(shops.rewardsEnabled, loaded)))
      .returning({ id: shops.id });
    return rows.length > 0;
  },

  async findAccessInfo(shopId: number, loginId: number): Promise<ShopAccessInfo | null> {
    const [shop] = await db
      .select({ isChainShop: shops.isChainShop, feePercent: shops.feePercent, membershipEnabled: shops.membershipEnabled })
      .from(shops)
      .where(eq(shops.id, shopId))
      .limit(1);
    const [login] = await db
      .select({ email: logins.email, firstName: logins.firstName, lastName: logins.lastName })
      .from(logins)
      .where(eq(logins.id, loginId))
      .limit(1);
    if (!shop || !login) return null;
    const [membership] = await db
      .select({ id: memberships.id })
      .from(memberships)
      .where(eq(memberships.shopId, shopId))
      .orderBy(asc(memberships.id))
      .limit(1);
    return {
      email: login.email,
      name: [login.firstName, login.lastName].filter(Boolean).join(' '),
      isChainShop: shop.isChainShop,
      feePercent: Number(shop.feePercent),
      membershipEnabled: shop.membershipEnabled,
      membershipId: membership?.id ?? null,
    };
  },
});

export const createShopSettingsRepository = (db: Database) => transactional(db, queries);
export type ShopSettingsRepository = ReturnType<typeof createShopSettingsRepository>;
