import type { ChainShop, CopiedInfo, MenuSize } from '@brewline/contracts/schemas/manage-shops';
import type { PermissionSet } from '@brewline/contracts/schemas/permissions';
import type { ShopHoursRow } from '@brewline/contracts/schemas/shop-hours';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { logins, shopPermissions } from '../../db/schema/accounts';
import { menuCategories, menuItems, menus } from '../../db/schema/menu';
import { shopHours, shopRushes, shops } from '../../db/schema/shops';
import { transactional } from '../../db/transactional';

const copiedColumns = {
  ownerName: shops.ownerName,
  ownerEmail: shops.ownerEmail,
  phoneNumber: shops.phoneNumber,
  taxPercent: shops.taxPercent,
  facebookUrl: shops.facebookUrl,
  instagramUrl: shops.instagramUrl,
};

interface NewChainShop {
  chainShopId: number;
  shopName: string;
  ownerEmail: string;
  phoneNumber: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  tax: number;
}

/** `count` fresh ids of a table's sequence, in one query, so copied rows can point at each other before insert. */
type MenuTable = 'menu_categories' | 'menu_items' | 'menu_options' | 'menu_option_values' | 'default_options' | 'default_option_values';
type IdMap = Map<number, number>;

const queries = (db: Database) => {
  const run = async <T>(query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const newIds = async (table: MenuTable, oldIds: number[]): Promise<IdMap> => {
    if (oldIds.length === 0) return new Map();
    const rows = await run<{ id: number }>(
      sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${oldIds.length})`,
    );
    return new Map(oldIds.map((oldId, index) => [oldId, Number(rows[index]!.id)]));
  };
  /** A json array of [old, new] pairs, joined in SQL as a mapping table. */
  const pairs = (map: IdMap) => JSON.stringify([...map]);
  const ids = (map: IdMap) => `{${[...map.keys()].join(',')}}`;

  return {
    async findShop(shopId: number) {
      const [shop] = await db
        .select({ id: shops.id, name: shops.name, isChainShop: shops.isChainShop, chainShopId: shops.chainShopId })
        .from(shops)
        .where(eq(shops.id, shopId))
        .limit(1);
      return shop ?? null;
    },

    /** The chain's member shops, by name. */
    async membersOf(chainShopId: number): Promise<ChainShop[]> {
      // Live: no pause until reopened (a pause with an end is a rush's, decision 299, and the shop stays live).
      const pausedForGood = db
        .select({ shopId: shopRushes.shopId })
        .from(shopRushes)
        .where(and(eq(shopRushes.shopId, shops.id), eq(shopRushes.target, 'pause'), isNull(shopRushes.endsAt)));
      return db
        .select({
          shopId: shops.id,
          shopName: shops.name,
          city: shops.city,
          state: shops.state,
          isLive: sql<boolean>`not exists (${pausedForGood})`,
        })
        .from(shops)
        .where(eq(shops.chainShopId, chainShopId))
        .orderBy(asc(sql`lower(${shops.name})`), asc(shops.id));
    },

    /** The fields Overwrite Shop Info copies, as the shop has them now. */
    async copiedInfo(shopId: number): Promise<CopiedInfo | null> {
      const [row] = await db.select(copiedColumns).from(shops).where(eq(shops.id, shopId)).limit(1);
      return row ? { ...row, tax: Number(row.taxPercent) } : null;
    },

    /**
     * Writes the chain's copied fields into the member shop and moves its info and settings versions on, so a
     * Shop Info screen open on the old values is refused (409 staleCopy) instead of writing them back.
     */
    async writeCopiedInfo(shopId: number, info: CopiedInfo): Promise<void> {
      await db
        .update(shops)
        .set({
          ownerName: info.ownerName,
          ownerEmail: info.ownerEmail,
          phoneNumber: info.phoneNumber,
          taxPercent: String(info.tax),
          facebookUrl: info.facebookUrl,
          instagramUrl: info.instagramUrl,
          infoVersion: sql`${shops.infoVersion} + 1`,
          settingsVersion: sql`${shops.settingsVersion} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(shops.id, shopId));
    },

    /** A member shop of the chain, paused (not live until support turns it on, decision 053), with its week. */
    async insertShop(shop: NewChainShop, hours: ShopHoursRow[]): Promise<number> {
      const [row] = await db
        .insert(shops)
        .values({
          name: shop.shopName,
          ownerEmail: shop.ownerEmail,
          phoneNumber: shop.phoneNumber,
          address: shop.address,
          city: shop.city,
          state: shop.state,
          zipCode: shop.zipCode,
          taxPercent: String(shop.tax),
          chainShopId: shop.chainShopId,
          isOnboarded: true,
        })
        .returning({ id: shops.id });
      await db.insert(shopHours).values(hours.map((day) => ({ ...day, shopId: row!.id })));
      // Paused until reopened: Shop Info's live switch, as a rush without an end (decision 299).
      await db.insert(shopRushes).values({ shopId: row!.id, target: 'pause', setAt: new Date(), endsAt: null });
      return row!.id;
    },

    async findLoginByEmail(email: string) {
      const [login] = await db
        .select({ id: logins.id, firstName: logins.firstName, lastName: logins.lastName })
        .from(logins)
        .where(eq(logins.email, email))
        .limit(1);
      return login ?? null;
    },

    /** A new owner login with the password the chain owner chose; null when the email was taken meanwhile. */
    async insertLogin(email: string, passwordHash: string): Promise<number | null> {
      const [row] = await db.insert(logins).values({ email, passwordHash }).onConflictDoNothing().returning({ id: logins.id });
      return row?.id ?? null;
    },

    async setOwnerName(shopId: number, ownerName: string): Promise<void> {
      await db.update(shops).set({ ownerName }).where(eq(shops.id, shopId));
    },

    /** Gives the login these flags at the shop (the entry's flags are replaced when it has one). */
    async grant(loginId: number, shopId: number, permissions: PermissionSet): Promise<void> {
      await db
        .insert(shopPermissions)
        .values({ loginId, shopId, ...permissions })
        .onConflictDoUpdate({ target: [shopPermissions.loginId, shopPermissions.shopId], set: { ...permissions } });
      await db
        .update(logins)
        .set({ permissionsVersion: sql`${logins.permissionsVersion} + 1` })
        .where(eq(logins.id, loginId));
    },

    /** The shop's active menu: its categories and its items that are not archived. */
    async menuSize(shopId: number): Promise<MenuSize> {
      const [categories] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(menuCategories)
        .innerJoin(menus, eq(menus.id, menuCategories.menuId))
        .where(and(eq(menus.shopId, shopId), eq(menus.isActive, true)));
      const [items] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(menuItems)
        .where(and(eq(menuItems.shopId, shopId), isNull(menuItems.archivedAt)));
      return { categories: Number(categories?.count ?? 0), items: Number(items?.count ?? 0) };
    },

    /** The chain's own library pictures its live items show (they are copied into the member's library first). */
    async libraryKeysInUse(shopId: number): Promise<string[]> {
      const prefix = `menu_images/${shopId}/`;
      const rows = await run<{ image_key: string }>(
        sql`select distinct image_key from menu_items where shop_id = ${shopId} and archived_at is null
            and category_id is not null and starts_with(image_key, ${prefix}::text)`,
      );
      return rows.map((row) => row.image_key);
    },

    /**
     * Overwrite Shop Menu (decision 063), inside the caller's transaction: the member shop's items are archived (kept for
     * order history), its categories and default modifiers removed; then the chain shop's menu is copied in with new
     * ids: categories, items (pictures of the chain's library pointing at the member's copies), their options and
     * values (nested options remapped), default modifiers and their values,
     * the links of default modifiers into items, and what is complimentary for the chain's own chain-wide tiers. The
     * member's menu keeps its row and moves its version on, so a builder open on the old menu is refused (409).
     */
    async copyMenu(chainShopId: number, memberShopId: number): Promise<void> {
      await run(sql`insert into menus (shop_id) values (${memberShopId}) on conflict (shop_id) where is_active do nothing`);
      await run(sql`insert into menus (shop_id) values (${chainShopId}) on conflict (shop_id) where is_active do nothing`);
      const [source] = await run<{ id: number; name: string; drink_menu_view: string; food_menu_view: string }>(
        sql`select id, name, drink_menu_view, food_menu_view from menus where shop_id = ${chainShopId} and is_active`,
      );
      const [target] = await run<{ id: number }>(sql`select id from menus where shop_id = ${memberShopId} and is_active for update`);

      // The member's menu goes: items archived and let go of their categories, categories and default modifiers removed.
      await run(sql`update menu_items set archived_at = coalesce(archived_at, now()), category_id = null where shop_id = ${memberShopId}`);
      await run(sql`delete from menu_categories where menu_id = ${target!.id}`);
      await run(sql`delete from default_options where shop_id = ${memberShopId}`);

      const idsOf = async (query: SQL) => (await run<{ id: number }>(query)).map((row) => Number(row.id));
      const defaults = await newIds('default_options', await idsOf(sql`select id from default_options where shop_id = ${chainShopId}`));
      const defaultValues = await newIds(
        'default_option_values',
        await idsOf(sql`select v.id from default_option_values v join default_options o on o.id = v.default_option_id
                      where o.shop_id = ${chainShopId}`),
      );
      const categories = await newIds('menu_categories', await idsOf(sql`select id from menu_categories where menu_id = ${source!.id}`));
      const items = await newIds(
        'menu_items',
        await idsOf(sql`select id from menu_items where shop_id = ${chainShopId} and archived_at is null and category_id is not null`),
      );
      const options = await newIds(
        'menu_options',
        await idsOf(sql`select id from menu_options where menu_item_id = any(${ids(items)}::int[])`),
      );
      const values = await newIds(
        'menu_option_values',
        await idsOf(sql`select id from menu_option_values where option_id = any(${ids(options)}::int[])`),
      );
      const map = (name: string, m: IdMap) =>
        sql.raw(`${name}(old_id, new_id) as (select (p->>0)::int, (p->>1)::int from jsonb_array_elements('${pairs(m)}'::jsonb) p)`);

      await run(sql`with ${map('d', defaults)}
      insert into default_options (id, shop_id, position, title, widget_type, price_for_all_cents, initial_value, is_available, max_num, is_on_tablet)
      select d.new_id, ${memberShopId}, o.position, o.title, o.widget_type, o.price_for_all_cents, o.initial_value, o.is_available, o.max_num, o.is_on_tablet
      from default_options o join d on d.old_id = o.id`);
      await run(sql`with ${map('dv', defaultValues)}, ${map('d', defaults)}
      insert into default_option_values (id, default_option_id, position, value, price_cents, is_available, sold_out_until, child_option_id)
      select dv.new_id, d.new_id, v.position, v.value, v.price_cents, v.is_available, v.sold_out_until, child.new_id
      from default_option_values v join dv on dv.old_id = v.id join d on d.old_id = v.default_option_id
      left join d child on child.old_id = v.child_option_id`);
      await run(sql`with ${map('c', categories)}
      insert into menu_categories (id, menu_id, position, title, kind, view, members_only, members_only_visible, is_events,
        station, windows)
      select c.new_id, ${target!.id}, k.position, k.title, k.kind, k.view, k.members_only, k.members_only_visible, k.is_events,
        k.station, k.windows
      from menu_categories k join c on c.old_id = k.id`);
      // Event tickets start unsold at the member shop: its total is the chain's total (remaining + sold).
      await run(sql`with ${map('i', items)}, ${map('c', categories)}
      insert into menu_items (id, category_id, shop_id, position, is_special, name, image_key, pickup_time, description,
        is_available, sold_out_until, is_event, is_complimentary, is_upsell, discount_unit, discount_value, quantity_remaining, quantity_sold,
        windows)
      select i.new_id, c.new_id, ${memberShopId}, m.position, m.is_special, m.name,
        case when starts_with(m.image_key, ${`menu_images/${chainShopId}/`}::text)
          then ${`menu_images/${memberShopId}/`}::text || substr(m.image_key, ${`menu_images/${chainShopId}/`.length + 1}::int)
          else m.image_key end,
        m.pickup_time, m.description,
        m.is_available, m.sold_out_until, m.is_event, m.is_complimentary, m.is_upsell, m.discount_unit, m.discount_value,
        case when m.is_event then coalesce(m.quantity_remaining, 0) + coalesce(m.quantity_sold, 0) else m.quantity_remaining end,
        case when m.is_event then 0 else m.quantity_sold end,
        m.windows
      from menu_items m join i on i.old_id = m.id join c on c.old_id = m.category_id`);
      await run(sql`with ${map('o', options)}, ${map('i', items)}
      insert into menu_options (id, menu_item_id, position, title, widget_type, price_for_all_cents, initial_value, is_available, max_num, is_on_tablet)
      select o.new_id, i.new_id, x.position, x.title, x.widget_type, x.price_for_all_cents, x.initial_value, x.is_available, x.max_num, x.is_on_tablet
      from menu_options x join o on o.old_id = x.id join i on i.old_id = x.menu_item_id`);
      await run(sql`with ${map('v', values)}, ${map('o', options)}
      insert into menu_option_values (id, option_id, position, value, price_cents, is_available, sold_out_until, child_option_id)
      select v.new_id, o.new_id, x.position, x.value, x.price_cents, x.is_available, x.sold_out_until, child.new_id
      from menu_option_values x join v on v.old_id = x.id join o on o.old_id = x.option_id
      left join o child on child.old_id = x.child_option_id`);
      await run(sql`with ${map('i', items)}, ${map('d', defaults)}
      insert into menu_item_default_options (menu_item_id, default_option_id, position)
      select i.new_id, d.new_id, l.position
      from menu_item_default_options l join i on i.old_id = l.menu_item_id join d on d.old_id = l.default_option_id`);
      // Complimentary settings travel only for the chain's own chain-wide tiers: those apply at every shop of the chain.
      const chainTiers = sql`(select id from memberships where shop_id = ${chainShopId} and (is_chain_membership or is_global_membership))`;
      await run(sql`with ${map('i', items)}
      insert into item_complimentary_memberships (menu_item_id, membership_id)
      select i.new_id, x.membership_id from item_complimentary_memberships x join i on i.old_id = x.menu_item_id
      where x.membership_id in ${chainTiers}`);
      await run(sql`with ${map('v', values)}, ${map('dv', defaultValues)}
      insert into value_complimentary_memberships (membership_id, menu_option_value_id, default_option_value_id)
      select x.membership_id, v.new_id, dv.new_id from value_complimentary_memberships x
      left join v on v.old_id = x.menu_option_value_id left join dv on dv.old_id = x.default_option_value_id
      where x.membership_id in ${chainTiers} and (v.new_id is not null or dv.new_id is not null)`);

      await db
        .update(menus)
        .set({
          name: source!.name,
          drinkMenuView: source!.drink_menu_view,
          foodMenuView: source!.food_menu_view,
          version: sql`${menus.version} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(menus.id, target!.id));
      await db
        .update(shops)
        .set({ defaultOptionsVersion: sql`${shops.defaultOptionsVersion} + 1` })
        .where(eq(shops.id, memberShopId));
    },

    async entryOf(loginId: number, shopId: number) {
      const [entry] = await db
        .select()
        .from(shopPermissions)
        .where(and(eq(shopPermissions.loginId, loginId), eq(shopPermissions.shopId, shopId)))
        .limit(1);
      return entry ?? null;
    },
  };
};

export const createManageShopsRepository = (db: Database) => transactional(db, queries);
export type ManageShopsRepository = ReturnType<typeof createManageShopsRepository>;
