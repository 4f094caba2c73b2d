import type { ValueSource } from '@brewline/contracts/menu-complimentary';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberships } from '../../db/schema/memberships';
import {
  defaultOptionValues,
  defaultOptions,
  itemComplimentaryMemberships,
  menuItems,
  menuOptionValues,
  menuOptions,
  subsidies,
  valueComplimentaryMemberships,
} from '../../db/schema/menu';
import { shops } from '../../db/schema/shops';
import { transactional } from '../../db/transactional';

export interface Tier {
  id: number;
  name: string;
  isPlatformMembership: boolean;
}

/** A saved option value of the shop's menu, with the item and option it belongs to. */
export interface MenuValueRef {
  valueId: number;
  optionId: number;
  itemId: number;
}

const queries = (db: Database) => ({
  async findShop(shopId: number) {
    const [shop] = await db
      .select({ id: shops.id, isChainShop: shops.isChainShop, chainShopId: shops.chainShopId })
      .from(shops)
      .where(eq(shops.id, shopId))
      .limit(1);
    return shop ?? null;
  },

  /**
   * The tiers whose members the shop's menu can treat (decision 061): the shop's own, its chain's chain-wide tiers
   * when it belongs to a chain, and the platform's own; by name.
   */
  async tiersOf(shop: { id: number; chainShopId: number | null }): Promise<Tier[]> {
    const conditions = [eq(memberships.shopId, shop.id), eq(memberships.isPlatformMembership, true)];
    if (shop.chainShopId !== null) {
      conditions.push(
        and(
          eq(memberships.shopId, shop.chainShopId),
          or(eq(memberships.isChainMembership, true), eq(memberships.isGlobalMembership, true)),
        )!,
      );
    }
    return db
      .select({ id: memberships.id, name: memberships.name, isPlatformMembership: memberships.isPlatformMembership })
      .from(memberships)
      .where(or(...conditions))
      .orderBy(asc(memberships.isPlatformMembership), asc(memberships.name), asc(memberships.id));
  },

  /** An item of the shop's menu that is not archived. */
  async itemOfShop(shopId: number, itemId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: menuItems.id })
      .from(menuItems)
      .where(and(eq(menuItems.id, itemId), eq(menuItems.shopId, shopId), isNull(menuItems.archivedAt)))
      .limit(1);
    return Boolean(row);
  },

  async itemComplimentary(itemId: number): Promise<Set<number>> {
    const rows = await db
      .select({ membershipId: itemComplimentaryMemberships.membershipId })
      .from(itemComplimentaryMemberships)
      .where(eq(itemComplimentaryMemberships.menuItemId, itemId));
    return new Set(rows.map((row) => row.membershipId));
  },

  async setItemComplimentary(itemId: number, membershipId: number, complimentary: boolean): Promise<void> {
    if (complimentary) {
      await db.insert(itemComplimentaryMemberships).values({ menuItemId: itemId, membershipId }).onConflictDoNothing();
    } else {
      await db
        .delete(itemComplimentaryMemberships)
        .where(and(eq(itemComplimentaryMemberships.menuItemId, itemId), eq(itemComplimentaryMemberships.membershipId, membershipId)));
    }
  },

  /** Which of these ids are saved values of the shop: of its items that are not archived, or of its default modifiers. */
  async valuesOfShop(shopId: number, source: ValueSource, valueIds: number[]): Promise<number[]> {
    if (source === 'default') {
      const rows = await db
        .select({ id: defaultOptionValues.id })
        .from(defaultOptionValues)
        .innerJoin(defaultOptions, eq(defaultOptions.id, defaultOptionValues.defaultOptionId))
        .where(and(inArray(defaultOptionValues.id, valueIds), eq(defaultOptions.shopId, shopId)));
      return rows.map((row) => row.id);
    }
    const rows = await db
      .select({ id: menuOptionValues.id })
      .from(menuOptionValues)
      .innerJoin(menuOptions, eq(menuOptions.id, menuOptionValues.optionId))
      .innerJoin(menuItems, eq(menuItems.id, menuOptions.menuItemId))
      .where(and(inArray(menuOptionValues.id, valueIds), eq(menuItems.shopId, shopId), isNull(menuItems.archivedAt)));
    return rows.map((row) => row.id);
  },

  /** Per tier, which of these values are complimentary. */
  async valueComplimentary(source: ValueSource, valueIds: number[]): Promise<Array<{ membershipId: number; valueId: number }>> {
    const column =
      source === 'default' ? valueComplimentaryMemberships.defaultOptionValueId : valueComplimentaryMemberships.menuOptionValueId;
    const rows = await db
      .select({ membershipId: valueComplimentaryMemberships.membershipId, valueId: column })
      .from(valueComplimentaryMemberships)
      .where(inArray(column, valueIds));
    return rows.flatMap((row) => (row.valueId === null ? [] : [{ membershipId: row.membershipId, valueId: row.valueId }]));
  },

  /** Within these values, the tier's complimentary ones become exactly `chosen`. */
  async replaceValueComplimentary(source: ValueSource, membershipId: number, scope: number[], chosen: number[]): Promise<void> {
    const column =
      source === 'default' ? valueComplimentaryMemberships.defaultOptionValueId : valueComplimentaryMemberships.menuOptionValueId;
    await db
      .delete(valueComplimentaryMemberships)
      .where(and(eq(valueComplimentaryMemberships.membershipId, membershipId), inArray(column, scope)));
    if (chosen.length === 0) return;
    await db
      .insert(valueComplimentaryMemberships)
      .values(
        chosen.map((valueId) =>
          source === 'default' ? { membershipId, defaultOptionValueId: valueId } : { membershipId, menuOptionValueId: valueId },
        ),
      );
  },

  /** A saved value of the shop's menu (item not archived), with its option and item. */
  async menuValueOfShop(shopId: number, valueId: number): Promise<MenuValueRef | null> {
    const [row] = await db
      .select({ valueId: menuOptionValues.id, optionId: menuOptions.id, itemId: menuItems.id })
      .from(menuOptionValues)
      .innerJoin(menuOptions, eq(menuOptions.id, menuOptionValues.optionId))
      .innerJoin(menuItems, eq(menuItems.id, menuOptions.menuItemId))
      .where(and(eq(menuOptionValues.id, valueId), eq(menuItems.shopId, shopId), isNull(menuItems.archivedAt)))
      .limit(1);
    return row ?? null;
  },

  async subsidiesOf(valueId: number): Promise<Map<number, number>> {
    const rows = await db
      .select({ membershipId: subsidies.membershipId, amountCents: subsidies.amountCents })
      .from(subsidies)
      .where(eq(subsidies.optionValueId, valueId));
    return new Map(rows.map((row) => [row.membershipId, row.amountCents]));
  },

  /** The value's subsidies become exactly these entries. */
  async replaceSubsidies(
    shopId: number,
    value: MenuValueRef,
    entries: Array<{ membershipId: number; amountCents: number }>,
  ): Promise<void> {
    await db.delete(subsidies).where(eq(subsidies.optionValueId, value.valueId));
    if (entries.length === 0) return;
    await db.insert(subsidies).values(
      entries.map((entry) => ({
        shopId,
        membershipId: entry.membershipId,
        menuItemId: value.itemId,
        menuOptionId: value.optionId,
        optionValueId: value.valueId,
        amountCents: entry.amountCents,
      })),
    );
  },
});

export const createMenuComplimentaryRepository = (db: Database) => transactional(db, queries);
export type MenuComplimentaryRepository = ReturnType<typeof createMenuComplimentaryRepository>;
