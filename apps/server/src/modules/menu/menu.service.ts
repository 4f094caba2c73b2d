import {
  type Menu,
  type MenuCategory,
  type MenuId,
  type MenuItem,
  type MenuOption,
  type MenuResponse,
  type MenuValue,
  type SaveMenuBody,
  SOLD_OUT_UNTIL_NEXT_OPENING,
  availabilityAt,
  emptyMenu,
  isSavedId,
} from '@brewline/contracts/menu';
import { nextOpening } from '@brewline/contracts/shop-time';
import { AppError, notFound } from '../../errors';
import { claimedVersion } from '../../lib/safe-save';
import type { CategoryRow, ItemRow, LinkRow, MenuRepository, MenuRows, OptionRow, ValueRow } from './menu.repository';

const forbiddenPart = (field: string) => new AppError(403, 'FORBIDDEN', 'forbidden', field);
const removalsMismatch = () => new AppError(400, 'VALIDATION_FAILED', 'menuRemovalsMismatch', 'removed');
const removeRefused = (field?: string) => new AppError(409, 'CONFLICT', 'menuRemoveRefused', field);

/** Assembles the menu document from its rows (already in order). Exported for the chain copy and tests. */
export function assembleMenu(menuRow: { name: string; drinkMenuView: string; foodMenuView: string }, rows: MenuRows, now: Date): Menu {
  const group = <T, K>(list: T[], key: (row: T) => K) => {
    const groups = new Map<K, T[]>();
    for (const row of list) {
      const k = key(row);
      const bucket = groups.get(k);
      if (bucket) bucket.push(row);
      else groups.set(k, [row]);
    }
    return groups;
  };
  const toValue = (value: (typeof rows.values)[number] | (typeof rows.defaultValues)[number]): MenuValue => ({
    id: value.id,
    value: value.value,
    priceCents: value.priceCents,
    ...availabilityAt(value.isAvailable, value.soldOutUntil, now),
    childId: value.childOptionId,
  });
  const optionFields = (option: (typeof rows.options)[number] | (typeof rows.defaults)[number]) => ({
    title: option.title,
    widgetType: option.widgetType as MenuOption['widgetType'],
    priceForAllCents: option.priceForAllCents,
    initialValue: option.initialValue,
    isAvailable: option.isAvailable,
    maxNum: option.maxNum,
    isOnTablet: option.isOnTablet,
  });
  const valuesByOption = group(rows.values, (value) => value.optionId);
  const defaultValuesByOption = group(rows.defaultValues, (value) => value.defaultOptionId);
  const defaultsById = new Map(rows.defaults.map((option) => [option.id, option]));
  const optionsByItem = new Map<number, Array<{ position: number; option: MenuOption }>>();
  const addOption = (itemId: number, position: number, option: MenuOption) => {
    const list = optionsByItem.get(itemId);
    if (list) list.push({ position, option });
    else optionsByItem.set(itemId, [{ position, option }]);
  };
  for (const option of rows.options) {
    addOption(option.menuItemId, option.position, {
      id: option.id,
      ...optionFields(option),
      values: (valuesByOption.get(option.id) ?? []).map(toValue),
      defaultOptionId: null,
    });
  }
  for (const link of rows.links) {
    const option = defaultsById.get(link.defaultOptionId);
    if (!option) continue;
    addOption(link.menuItemId, link.position, {
      // A link answers with its own id (the spec's menuDefaultOptionId); the title and values are the default's.
      id: link.id,
      ...optionFields(option),
      values: (defaultValuesByOption.get(option.id) ?? []).map(toValue),
      defaultOptionId: option.id,
    });
  }
  const itemsByCategory = group(rows.items, (item) => item.categoryId);
  const categories: MenuCategory[] = rows.categories.map((category) => ({
    id: category.id,
    title: category.title,
    kind: category.kind as MenuCategory['kind'],
    view: category.view as MenuCategory['view'],
    membersOnly: category.membersOnly,
    membersOnlyVisible: category.membersOnlyVisible,
    isEvents: category.isEvents,
    items: (itemsByCategory.get(category.id) ?? []).map((item): MenuItem => ({
      id: item.id,
      name: item.name,
      imageKey: item.imageKey,
      pickupTime: item.pickupTime as MenuItem['pickupTime'],
      description: item.description,
      ...availabilityAt(item.isAvailable, item.soldOutUntil, now),
      isSpecial: item.isSpecial,
      isEvent: item.isEvent,
      tickets: item.isEvent ? { remaining: item.quantityRemaining ?? 0, sold: item.quantitySold ?? 0 } : null,
      isComplimentary: item.isComplimentary,
      isUpsell: item.isUpsell,
      discountUnit: item.discountUnit as MenuItem['discountUnit'],
      discountValue: item.discountValue === null ? null : Number(item.discountValue),
      options: (optionsByItem.get(item.id) ?? []).sort((a, b) => a.position - b.position).map((entry) => entry.option),
    })),
  }));
  return {
    name: menuRow.name,
    drinkMenuView: menuRow.drinkMenuView as Menu['drinkMenuView'],
    foodMenuView: menuRow.foodMenuView as Menu['foodMenuView'],
    categories,
  };
}

/** Hands out numbers for the body's 'new-…' ids of one kind. */
const idMap = () => new Map<string, number>();

export function createMenuService(repository: MenuRepository, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());

  async function load(tx: Omit<MenuRepository, 'transaction'>, shopId: number) {
    const menu = await tx.findMenu(shopId);
    if (!menu) return null;
    return { menu: assembleMenu(menu, await tx.loadRows(shopId, menu.id), now()), version: menu.version };
  }

  return {
    /** The shop's menu; a shop without one answers the empty menu at version 0 (the row is made on the first save). */
    async get(shopId: number): Promise<MenuResponse> {
      return repository.transaction(async (tx) => {
        const loaded = await load(tx, shopId);
        if (loaded) return loaded;
        if (!(await tx.findShop(shopId))) throw notFound();
        return { menu: emptyMenu(), version: 0 };
      });
    },

    /**
     * Saves the whole menu in one transaction (decision 055): claims the version (409 staleCopy), checks every saved
     * id is this shop's (403), cross-checks what the body leaves out against `removed` (400), refuses to remove an
     * event with tickets sold (409 menuRemoveRefused), then writes each table in one set-based statement.
     */
    async save(shopId: number, { menu, removed, version }: SaveMenuBody): Promise<MenuResponse> {
      return repository.transaction(async (tx) => {
        const shop = await tx.findShop(shopId);
        if (!shop) throw notFound();
        const menuId = await tx.ensureMenu(shopId);
        const savedVersion = claimedVersion(await tx.claimVersion(menuId, version));
        const saved = await tx.savedIds(shopId, menuId);

        // 1. Every numeric id in the body must be a live part of this shop's menu; default links this shop's.
        const seen = { categories: new Set<number>(), items: new Set<number>(), options: new Set<number>(), values: new Set<number>() };
        const linkPaths = new Map<number, string>();
        menu.categories.forEach((category, c) => {
          const categoryPath = `menu.categories.${c}`;
          if (isSavedId(category.id)) {
            if (!saved.categories.has(category.id)) throw forbiddenPart(`${categoryPath}.id`);
            seen.categories.add(category.id);
          }
          category.items.forEach((item, i) => {
            const itemPath = `${categoryPath}.items.${i}`;
            if (isSavedId(item.id)) {
              const savedItem = saved.items.get(item.id);
              if (!savedItem) throw forbiddenPart(`${itemPath}.id`);
              // An event with tickets sold stays an event: its guests hold tickets (decision 059).
              if (savedItem.isEvent && savedItem.ticketsSold > 0 && !item.isEvent) throw removeRefused(`${itemPath}.isEvent`);
              seen.items.add(item.id);
            }
            item.options.forEach((option, o) => {
              const optionPath = `${itemPath}.options.${o}`;
              if (option.defaultOptionId !== null) {
                if (item.options.findIndex((other) => other.defaultOptionId === option.defaultOptionId) !== o) {
                  throw new AppError(400, 'VALIDATION_FAILED', 'menuDefaultOptionAlreadyInItem', `${optionPath}.defaultOptionId`);
                }
                if (!linkPaths.has(option.defaultOptionId)) linkPaths.set(option.defaultOptionId, `${optionPath}.defaultOptionId`);
                return;
              }
              if (isSavedId(option.id)) {
                if (!saved.options.has(option.id)) throw forbiddenPart(`${optionPath}.id`);
                seen.options.add(option.id);
              }
              option.values.forEach((value, v) => {
                const valuePath = `${optionPath}.values.${v}`;
                if (isSavedId(value.id)) {
                  if (!saved.values.has(value.id)) throw forbiddenPart(`${valuePath}.id`);
                  seen.values.add(value.id);
                }
                if (value.childId !== null && !saved.options.has(value.childId)) throw forbiddenPart(`${valuePath}.childId`);
              });
            });
          });
        });
        const linkShops = await tx.defaultOptionShops([...linkPaths.keys()]);
        for (const [id, owner] of linkShops) if (owner !== shopId) throw forbiddenPart(linkPaths.get(id)!);

        // 2. What the body leaves out is removed; `removed` must say so (ids of other shops in it are ignored).
        const listed = {
          categories: new Set(removed.categories),
          items: new Set(removed.items),
          options: new Set(removed.options),
          values: new Set(removed.values),
        };
        for (const kind of ['categories', 'items', 'options', 'values'] as const) {
          for (const id of listed[kind]) if (seen[kind].has(id)) throw removalsMismatch();
        }
        const goneCategories = [...saved.categories].filter((id) => !seen.categories.has(id));
        const goneItems = [...saved.items.keys()].filter((id) => !seen.items.has(id));
        const goneItemSet = new Set(goneItems);
        const goneOptions = [...saved.options.keys()].filter((id) => !seen.options.has(id));
        const goneOptionSet = new Set(goneOptions);
        const goneValues = [...saved.values.keys()].filter((id) => !seen.values.has(id));
        if (goneCategories.some((id) => !listed.categories.has(id))) throw removalsMismatch();
        if (goneItems.some((id) => !listed.items.has(id))) throw removalsMismatch();
        if (goneOptions.some((id) => !listed.options.has(id) && !listed.items.has(saved.options.get(id)!))) throw removalsMismatch();
        if (
          goneValues.some((id) => {
            const optionId = saved.values.get(id)!;
            return !listed.values.has(id) && !listed.options.has(optionId) && !listed.items.has(saved.options.get(optionId)!);
          })
        ) {
          throw removalsMismatch();
        }
        if (goneItems.some((id) => saved.items.get(id)!.ticketsSold > 0 && saved.items.get(id)!.isEvent))
          throw removeRefused('removed.items');

        // 3. Ids for the new parts, one query per kind.
        const newIds = { categories: idMap(), items: idMap(), options: idMap(), values: idMap() };
        const collectNew = (kind: keyof typeof newIds, id: MenuId) => {
          if (!isSavedId(id)) newIds[kind].set(id, 0);
        };
        for (const category of menu.categories) {
          collectNew('categories', category.id);
          for (const item of category.items) {
            collectNew('items', item.id);
            for (const option of item.options) {
              if (option.defaultOptionId !== null) continue;
              collectNew('options', option.id);
              for (const value of option.values) collectNew('values', value.id);
            }
          }
        }
        const tables = {
          categories: 'menu_categories',
          items: 'menu_items',
          options: 'menu_options',
          values: 'menu_option_values',
        } as const;
        for (const kind of Object.keys(newIds) as Array<keyof typeof newIds>) {
          const ids = await tx.allocateIds(tables[kind], newIds[kind].size);
          [...newIds[kind].keys()].forEach((key, index) => newIds[kind].set(key, ids[index]!));
        }
        const idOf = (kind: keyof typeof newIds, id: MenuId) => (isSavedId(id) ? id : newIds[kind].get(id)!);

        // 4. The rows, positions from the order of the arrays.
        let nextOpeningAt: string | null = null;
        const hours = menu.categories.some((category) =>
          category.items.some(
            (item) =>
              item.soldOutUntil === SOLD_OUT_UNTIL_NEXT_OPENING ||
              item.options.some((option) => option.values.some((value) => value.soldOutUntil === SOLD_OUT_UNTIL_NEXT_OPENING)),
          ),
        )
          ? await tx.shopHours(shopId)
          : [];
        const soldOutUntil = (isAvailable: boolean, until: MenuItem['soldOutUntil']): string | null => {
          if (isAvailable || until === null) return null;
          if (until === SOLD_OUT_UNTIL_NEXT_OPENING) {
            nextOpeningAt ??= nextOpening(hours, shop.state, now()).toISOString();
            return nextOpeningAt;
          }
          return until;
        };
        const categoryRows: CategoryRow[] = [];
        const itemRows: ItemRow[] = [];
        const optionRows: OptionRow[] = [];
        const valueRows: ValueRow[] = [];
        const linkRows: LinkRow[] = [];
        menu.categories.forEach((category, c) => {
          const categoryId = idOf('categories', category.id);
          categoryRows.push({
            id: categoryId,
            position: c,
            title: category.title,
            kind: category.kind,
            view: category.view,
            members_only: category.membersOnly,
            members_only_visible: category.membersOnlyVisible,
            is_events: category.isEvents,
          });
          category.items.forEach((item, i) => {
            const itemId = idOf('items', item.id);
            itemRows.push({
              id: itemId,
              category_id: categoryId,
              position: i,
              is_special: item.isSpecial,
              name: item.name,
              image_key: item.imageKey,
              pickup_time: item.pickupTime,
              description: item.description,
              is_available: item.isAvailable,
              sold_out_until: soldOutUntil(item.isAvailable, item.soldOutUntil),
              is_event: item.isEvent,
              is_complimentary: item.isComplimentary,
              is_upsell: item.isUpsell,
              discount_unit: item.discountValue === null ? null : item.discountUnit,
              discount_value: item.discountUnit === null ? null : item.discountValue,
              quantity_remaining: item.isEvent ? (item.tickets?.remaining ?? 0) : null,
            });
            item.options.forEach((option, o) => {
              if (option.defaultOptionId !== null) {
                // A default modifier deleted since the draft loaded is simply no longer linked.
                if (linkShops.has(option.defaultOptionId)) {
                  linkRows.push({ menu_item_id: itemId, default_option_id: option.defaultOptionId, position: o });
                }
                return;
              }
              const optionId = idOf('options', option.id);
              optionRows.push({
                id: optionId,
                owner_id: itemId,
                position: o,
                title: option.title,
                widget_type: option.widgetType,
                price_for_all_cents: option.priceForAllCents,
                initial_value: option.initialValue,
                is_available: option.isAvailable,
                max_num: option.maxNum,
                is_on_tablet: option.isOnTablet,
              });
              option.values.forEach((value, v) => {
                valueRows.push({
                  id: idOf('values', value.id),
                  option_id: optionId,
                  position: v,
                  value: value.value,
                  price_cents: value.priceCents,
                  is_available: value.isAvailable,
                  sold_out_until: soldOutUntil(value.isAvailable, value.soldOutUntil),
                  // A nested option removed in this save is no longer there to open.
                  child_option_id: value.childId !== null && !goneOptionSet.has(value.childId) ? value.childId : null,
                });
              });
            });
          });
        });

        // 5. Write: removals first, then each table in one statement.
        await tx.deleteValues(goneValues.filter((id) => !goneOptionSet.has(saved.values.get(id)!)));
        await tx.deleteOptions(goneOptions.filter((id) => !goneItemSet.has(saved.options.get(id)!)));
        await tx.archiveItems(shopId, goneItems);
        await tx.upsertCategories(menuId, categoryRows);
        await tx.upsertItems(shopId, itemRows);
        await tx.deleteCategories(menuId, goneCategories);
        await tx.upsertOptions(optionRows);
        await tx.upsertValues(valueRows);
        await tx.replaceLinks(
          itemRows.map((row) => row.id),
          linkRows,
        );
        await tx.updateMenu(menuId, { name: menu.name, drinkMenuView: menu.drinkMenuView, foodMenuView: menu.foodMenuView });

        const reloaded = await load(tx, shopId);
        return { menu: reloaded!.menu, version: savedVersion };
      });
    },
  };
}
export type MenuService = ReturnType<typeof createMenuService>;
