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
import { isMenuImageKeyOfShop } from '@brewline/contracts/menu-images';
import { nextOpening } from '@brewline/contracts/shop-time';
import { AppError, notFound } from '../../errors';
import { claimedVersion } from '../../lib/safe-save';
import type { CategoryData, ItemData, LinkData, MenuRepository, MenuRows, OptionData, ValueData } from './menu.repository';

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
  const toValue = (value: ValueData): MenuValue => ({
    id: value.id,
    value: value.value,
    priceCents: value.priceCents,
    ...availabilityAt(value.isAvailable, value.soldOutUntil, now),
    childId: value.childOptionId,
  });
  const optionFields = (option: OptionData) => ({
    title: option.title,
    widgetType: option.widgetType as MenuOption['widgetType'],
    priceForAllCents: option.priceForAllCents,
    initialValue: option.initialValue,
    isAvailable: option.isAvailable,
    maxNum: option.maxNum,
    isOnTablet: option.isOnTablet,
  });
  const valuesByOption = group(rows.values, (value) => value.optionId);
  const defaultValuesByOption = group(rows.defaultValues, (value) => value.optionId);
  const defaultsById = new Map(rows.defaults.map((option) => [option.id, option]));
  const optionsByItem = new Map<number, Array<{ position: number; option: MenuOption }>>();
  const addOption = (itemId: number, position: number, option: MenuOption) => {
    const list = optionsByItem.get(itemId);
    if (list) list.push({ position, option });
    else optionsByItem.set(itemId, [{ position, option }]);
  };
  for (const option of rows.options) {
    addOption(option.ownerId, option.position, {
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
      discountValue: item.discountValue,
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

/** The same row, field by field (a moment compares by its time). */
function sameRow<T extends object>(a: T, b: T): boolean {
  for (const key of Object.keys(a) as Array<keyof T>) {
    const x = a[key];
    const y = b[key];
    if (x instanceof Date || y instanceof Date) {
      if (!(x instanceof Date && y instanceof Date && x.getTime() === y.getTime())) return false;
    } else if (x !== y) return false;
  }
  return true;
}

/** The rows of `next` that are new or differ from `before`: the only ones a save writes. */
const changedRows = <T extends { id: number }>(next: T[], before: T[]): T[] => {
  const old = new Map(before.map((row) => [row.id, row]));
  return next.filter((row) => {
    const previous = old.get(row.id);
    return !previous || !sameRow(row, previous);
  });
};

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
     * id and every new picture is this shop's (403), cross-checks what the body leaves out against `removed` (400), refuses to remove an
     * event with tickets sold (409 menuRemoveRefused), then writes, one set-based statement per table, only the rows
     * that are new or changed, and answers the menu as it now stands.
     */
    async save(shopId: number, { menu, removed, version }: SaveMenuBody): Promise<MenuResponse> {
      return repository.transaction(async (tx) => {
        const shop = await tx.findShop(shopId);
        if (!shop) throw notFound();
        const menuId = await tx.ensureMenu(shopId);
        const savedVersion = claimedVersion(await tx.claimVersion(menuId, version));
        const soldNow = await tx.lockEventTickets(shopId);
        const current = await tx.loadRows(shopId, menuId);
        const saved = {
          categories: new Map(current.categories.map((row) => [row.id, row])),
          items: new Map(current.items.map((row) => [row.id, row])),
          options: new Map(current.options.map((row) => [row.id, row.ownerId])),
          values: new Map(current.values.map((row) => [row.id, row.optionId])),
        };

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
              if ((soldNow.get(item.id) ?? 0) > 0 && !item.isEvent) throw removeRefused(`${itemPath}.isEvent`);
              seen.items.add(item.id);
            }
            // A picture is a stock one or from this shop's own library (decision 075); the one a saved item already
            // shows is kept as it is, so a picture retired since never stops the shop from saving.
            if (item.imageKey !== null && !isMenuImageKeyOfShop(item.imageKey, shopId)) {
              const shown = isSavedId(item.id) ? saved.items.get(item.id)!.imageKey : null;
              if (item.imageKey !== shown) throw forbiddenPart(`${itemPath}.imageKey`);
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
        const goneCategories = [...saved.categories.keys()].filter((id) => !seen.categories.has(id));
        const goneItems = [...saved.items.keys()].filter((id) => !seen.items.has(id));
        const goneItemSet = new Set(goneItems);
        const goneOptions = [...saved.options.keys()].filter((id) => !seen.options.has(id));
        const goneOptionSet = new Set(goneOptions);
        const goneValues = [...saved.values.keys()].filter((id) => !seen.values.has(id));
        const itemOfOption = (optionId: number) => saved.options.get(optionId)!;
        if (goneCategories.some((id) => !listed.categories.has(id))) throw removalsMismatch();
        if (goneItems.some((id) => !listed.items.has(id))) throw removalsMismatch();
        if (goneOptions.some((id) => !listed.options.has(id) && !listed.items.has(itemOfOption(id)))) throw removalsMismatch();
        if (
          goneValues.some((id) => {
            const optionId = saved.values.get(id)!;
            return !listed.values.has(id) && !listed.options.has(optionId) && !listed.items.has(itemOfOption(optionId));
          })
        ) {
          throw removalsMismatch();
        }
        if (goneItems.some((id) => (soldNow.get(id) ?? 0) > 0)) {
          throw removeRefused('removed.items');
        }

        // 3. Ids for the new parts, one query per kind.
        const newIds = { categories: idMap(), items: idMap(), options: idMap(), values: idMap() };
        const collectNew = (kind: keyof typeof newIds, id: MenuId) => {
          if (!isSavedId(id)) newIds[kind].set(id, 0);
        };
        let wantsNextOpening = false;
        for (const category of menu.categories) {
          collectNew('categories', category.id);
          for (const item of category.items) {
            collectNew('items', item.id);
            if (item.soldOutUntil === SOLD_OUT_UNTIL_NEXT_OPENING) wantsNextOpening = true;
            for (const option of item.options) {
              if (option.defaultOptionId !== null) continue;
              collectNew('options', option.id);
              for (const value of option.values) {
                collectNew('values', value.id);
                if (value.soldOutUntil === SOLD_OUT_UNTIL_NEXT_OPENING) wantsNextOpening = true;
              }
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

        // 4. The menu as it will stand, positions from the order of the arrays.
        const opening = wantsNextOpening ? nextOpening(await tx.shopHours(shopId), shop.state, now()) : null;
        const soldOutUntil = (isAvailable: boolean, until: MenuItem['soldOutUntil']): Date | null => {
          if (isAvailable || until === null) return null;
          return until === SOLD_OUT_UNTIL_NEXT_OPENING ? opening : new Date(until);
        };
        // The builder edits the event's total (remaining + sold as it loaded them); tickets sold since then come off
        // the remaining ones rather than being sold twice (decision 059).
        const ticketsRemaining = (itemId: number, tickets: MenuItem['tickets']) => {
          const remaining = tickets?.remaining ?? 0;
          if (!soldNow.has(itemId)) return remaining;
          return Math.max(0, remaining + (tickets?.sold ?? 0) - soldNow.get(itemId)!);
        };
        const next: MenuRows = {
          categories: [],
          items: [],
          options: [],
          values: [],
          links: [],
          defaults: current.defaults,
          defaultValues: current.defaultValues,
        };
        const wantedLinks: Array<Omit<LinkData, 'id'>> = [];
        menu.categories.forEach((category, c) => {
          const categoryId = idOf('categories', category.id);
          const existing = saved.categories.get(categoryId);
          const categoryRow: CategoryData = {
            id: categoryId,
            position: c,
            title: category.title,
            // Chosen at creation only (decision 056): a saved category keeps its kind and events flag.
            kind: existing?.kind ?? category.kind,
            view: category.view,
            membersOnly: category.membersOnly,
            membersOnlyVisible: category.membersOnlyVisible,
            isEvents: existing?.isEvents ?? category.isEvents,
          };
          next.categories.push(categoryRow);
          category.items.forEach((item, i) => {
            const itemId = idOf('items', item.id);
            const itemRow: ItemData = {
              id: itemId,
              categoryId,
              position: i,
              name: item.name,
              imageKey: item.imageKey,
              pickupTime: item.pickupTime,
              description: item.description,
              isAvailable: item.isAvailable,
              soldOutUntil: soldOutUntil(item.isAvailable, item.soldOutUntil),
              isSpecial: item.isSpecial,
              isEvent: item.isEvent,
              quantityRemaining: item.isEvent ? ticketsRemaining(itemId, item.tickets) : null,
              // Tickets sold are the orders' to count, never the builder's.
              quantitySold: item.isEvent ? (soldNow.get(itemId) ?? 0) : null,
              isComplimentary: item.isComplimentary,
              isUpsell: item.isUpsell,
              discountUnit: item.discountValue === null ? null : item.discountUnit,
              discountValue: item.discountUnit === null ? null : item.discountValue,
            };
            next.items.push(itemRow);
            item.options.forEach((option, o) => {
              if (option.defaultOptionId !== null) {
                // A default modifier deleted since the draft loaded is simply no longer linked.
                if (linkShops.has(option.defaultOptionId)) {
                  wantedLinks.push({ menuItemId: itemId, defaultOptionId: option.defaultOptionId, position: o });
                }
                return;
              }
              const optionId = idOf('options', option.id);
              next.options.push({
                id: optionId,
                ownerId: itemId,
                position: o,
                title: option.title,
                widgetType: option.widgetType,
                priceForAllCents: option.priceForAllCents,
                initialValue: option.initialValue,
                isAvailable: option.isAvailable,
                maxNum: option.maxNum,
                isOnTablet: option.isOnTablet,
              });
              option.values.forEach((value, v) => {
                next.values.push({
                  id: idOf('values', value.id),
                  optionId,
                  position: v,
                  value: value.value,
                  priceCents: value.priceCents,
                  isAvailable: value.isAvailable,
                  soldOutUntil: soldOutUntil(value.isAvailable, value.soldOutUntil),
                  // A nested option removed in this save is no longer there to open.
                  childOptionId: value.childId !== null && !goneOptionSet.has(value.childId) ? value.childId : null,
                });
              });
            });
          });
        });
        const linkKey = (link: { menuItemId: number; defaultOptionId: number }) => `${link.menuItemId}:${link.defaultOptionId}`;
        const currentLinks = new Map(current.links.map((link) => [linkKey(link), link]));
        const wantedKeys = new Set(wantedLinks.map(linkKey));
        const linksToWrite = wantedLinks.filter((link) => currentLinks.get(linkKey(link))?.position !== link.position);
        next.links = current.links.filter(
          (link) => wantedKeys.has(linkKey(link)) && !linksToWrite.some((w) => linkKey(w) === linkKey(link)),
        );
        const linksToDelete = current.links.filter((link) => !wantedKeys.has(linkKey(link))).map((link) => link.id);

        // 5. Write: removals first, then only what is new or changed, each table in one statement.
        await tx.deleteValues(goneValues.filter((id) => !goneOptionSet.has(saved.values.get(id)!)));
        await tx.deleteOptions(goneOptions.filter((id) => !goneItemSet.has(itemOfOption(id))));
        await tx.archiveItems(shopId, goneItems);
        await tx.upsertCategories(menuId, changedRows(next.categories, current.categories));
        await tx.upsertItems(shopId, changedRows(next.items, current.items));
        await tx.deleteCategories(menuId, goneCategories);
        await tx.upsertOptions(changedRows(next.options, current.options));
        await tx.upsertValues(changedRows(next.values, current.values));
        await tx.deleteLinks(linksToDelete);
        next.links.push(...(await tx.upsertLinks(linksToWrite)));
        await tx.updateMenu(menuId, { name: menu.name, drinkMenuView: menu.drinkMenuView, foodMenuView: menu.foodMenuView });

        return { menu: assembleMenu(menu, next, now()), version: savedVersion };
      });
    },
  };
}
export type MenuService = ReturnType<typeof createMenuService>;
