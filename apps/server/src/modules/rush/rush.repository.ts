import { and, countDistinct, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { logins } from '../../db/schema/accounts';
import { menuCategories, menuItems } from '../../db/schema/menu';
import { orderItems } from '../../db/schema/orders';
import { shopAutoBusy, shopRushes, shops } from '../../db/schema/shops';
import { transactional } from '../../db/transactional';

/** A station's stored automatic busy settings. */
export interface AutoBusyRow {
  station: string;
  isOn: boolean;
  ordersOver: number;
  extraMinutes: number;
}

/** A stored busy (`drinks`, `food`) or pause (`pause`) of a shop: facts only, read as holding or not by the service. */
export interface RushRow {
  target: string;
  extraMinutes: number;
  setAt: Date;
  endsAt: Date | null;
  setBy: string;
}

const queries = (db: Database) => ({
  findRows: (shopId: number): Promise<RushRow[]> =>
    db
      .select({
        target: shopRushes.target,
        extraMinutes: shopRushes.extraMinutes,
        setAt: shopRushes.setAt,
        endsAt: shopRushes.endsAt,
        setBy: shopRushes.setBy,
      })
      .from(shopRushes)
      .where(eq(shopRushes.shopId, shopId)),

  /**
   * Moves the Miscellaneous card's version on (its Paused and Busy switches read the rush) and locks the shop row
   * until the transaction ends, so two devices changing the rush at once take turns. False when there is no shop.
   */
  async lockShop(shopId: number): Promise<boolean> {
    const rows = await db
      .update(shops)
      .set({ settingsVersion: sql`${shops.settingsVersion} + 1` })
      .where(eq(shops.id, shopId))
      .returning({ id: shops.id });
    return rows.length > 0;
  },

  /** Sets a busy or a pause, replacing the one of the same target. */
  async put(shopId: number, rows: RushRow[]): Promise<void> {
    if (rows.length === 0) return;
    await db
      .insert(shopRushes)
      .values(rows.map((row) => ({ shopId, ...row })))
      .onConflictDoUpdate({
        target: [shopRushes.shopId, shopRushes.target],
        set: {
          extraMinutes: sql`excluded.extra_minutes`,
          setAt: sql`excluded.set_at`,
          endsAt: sql`excluded.ends_at`,
          setBy: sql`excluded.set_by`,
        },
      });
  },

  /** Ends the given targets; answers how many were set. */
  async remove(shopId: number, targets: readonly string[]): Promise<number> {
    const rows = await db
      .delete(shopRushes)
      .where(and(eq(shopRushes.shopId, shopId), inArray(shopRushes.target, [...targets])))
      .returning({ target: shopRushes.target });
    return rows.length;
  },

  findAutoBusy: (shopId: number): Promise<AutoBusyRow[]> =>
    db
      .select({
        station: shopAutoBusy.station,
        isOn: shopAutoBusy.isOn,
        ordersOver: shopAutoBusy.ordersOver,
        extraMinutes: shopAutoBusy.extraMinutes,
      })
      .from(shopAutoBusy)
      .where(eq(shopAutoBusy.shopId, shopId)),

  async putAutoBusy(shopId: number, rows: AutoBusyRow[]): Promise<void> {
    await db
      .insert(shopAutoBusy)
      .values(rows.map((row) => ({ shopId, ...row })))
      .onConflictDoUpdate({
        target: [shopAutoBusy.shopId, shopAutoBusy.station],
        set: { isOn: sql`excluded.is_on`, ordersOver: sql`excluded.orders_over`, extraMinutes: sql`excluded.extra_minutes` },
      });
  },

  /**
   * How many of the shop's orders in [since, until] hold an item of each station (an item out of any category is the
   * bar's): the automatic busy's rate, read from the order lines' (shop, created) index.
   */
  async recentOrdersByStation(shopId: number, since: Date, until: Date): Promise<Array<{ station: string; orders: number }>> {
    const station = sql<string>`coalesce(${menuCategories.station}, 'drinks')`;
    return db
      .select({ station, orders: countDistinct(orderItems.orderId) })
      .from(orderItems)
      .innerJoin(menuItems, eq(menuItems.id, orderItems.menuItemId))
      .leftJoin(menuCategories, eq(menuCategories.id, menuItems.categoryId))
      .where(and(eq(orderItems.shopId, shopId), gte(orderItems.createdAt, since), lte(orderItems.createdAt, until)))
      .groupBy(station);
  },

  async loginName(loginId: number | null): Promise<string> {
    if (loginId === null) return '';
    const [row] = await db
      .select({ firstName: logins.firstName, lastName: logins.lastName, email: logins.email })
      .from(logins)
      .where(eq(logins.id, loginId))
      .limit(1);
    return row ? [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email : '';
  },
});

/** The rush's queries, in a transaction of their own or `within(tx)` another module's (Shop Info's switches). */
export const createRushRepository = (db: Database) => ({ ...transactional(db, queries), within: (tx: Database) => queries(tx) });
export type RushRepository = ReturnType<typeof createRushRepository>;
