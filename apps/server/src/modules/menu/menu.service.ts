import { offerAt } from '@brewline/contracts/availability';
import { SOLD_OUT_UNTIL_NEXT_OPENING, isSavedId } from '@brewline/contracts/menu';
import type { MenuId, MenuItem, MenuResponse, OrderingMenuResponse, SaveMenuBody } from '@brewline/contracts/schemas/menu';
import { isMenuImageKeyOfShop } from '../../lib/menu-image-keys.rules';
import { nextOpening, timeZoneOfState } from '../../lib/shop-time.rules';
import { AppError, forbidden, notFound } from '../../errors';
import type { ServiceKeyPrincipal } from '../../plugins/auth';
import type { Actor } from '../../lib/actor';
import { claimedVersion } from '../../lib/safe-save';
import type { ActivityChange } from '@brewline/contracts/schemas/activity';
import { detailsOfChanges } from '../../lib/activity-changes.rules';
import type { ActivityRecorder } from '../activity/activity.service';
import { menuChanges } from './menu-changes';
import { createMenuCache, type MenuCache, type MenuSnapshot, renderSnapshot, snapshotFits, snapshotOf, ticketsOfRows } from './menu-cache';
import type { MenuRepository } from './menu.repository';
import { assembleMenu, emptyMenu, sameWindows } from './menu.rules';
import type { CategoryData, ItemData, LinkData, LoadedMenu, MenuRow, MenuRows, MenuStamp, Tickets } from './menu.types';

const forbiddenPart = (field: string) => new AppError(403, 'FORBIDDEN', 'forbidden', field);
const removalsMismatch = () => new AppError(400, 'VALIDATION_FAILED', 'menuRemovalsMismatch', 'removed');
const removeRefused = (field?: string) => new AppError(409, 'CONFLICT', 'menuRemoveRefused', field);

/** Hands out numbers for the body's 'new-…' ids of one kind. */
const idMap = () => new Map<string, number>();

/** The same row, field by field (a moment compares by its time); `keys` are the rows' fields. */
function sameRow<T extends object>(a: T, b: T, keys: Array<keyof T>): boolean {
  for (const key of keys) {
    const x = a[key];
    const y = b[key];
    if (x === y) continue;
    if (x instanceof Date && y instanceof Date && x.getTime() === y.getTime()) continue;
    // The only lists in a row are its availability windows.
    if (!(Array.isArray(x) && Array.isArray(y) && sameWindows(x, y))) return false;
  }
  return true;
}

/**
 * The rows of `next` that are new or differ from `before`: the only ones a save writes. Rows usually come in the
 * order they were saved in, so each is first compared with the row at its own place; the others are looked up by id.
 */
const changedRows = <T extends { id: number }>(next: T[], before: T[]): T[] => {
  if (next.length === 0) return next;
  let byId: Map<number, T> | undefined;
  const keys = Object.keys(next[0]!) as Array<keyof T>;
  const changed: T[] = [];
  for (let index = 0; index < next.length; index++) {
    const row = next[index]!;
    let previous = before[index];
    if (previous?.id !== row.id) {
      byId ??= new Map(before.map((old) => [old.id, old]));
      previous = byId.get(row.id);
    }
    if (!previous || !sameRow(row, previous, keys)) changed.push(row);
  }
  return changed;
};

/** A save's queries: the repository inside its transaction. */
type SaveQueries = Omit<MenuRepository, 'transaction'>;
type MenuBody = SaveMenuBody['menu'];

const PART_KINDS = ['categories', 'items', 'options', 'values'] as const;
type PartKind = (typeof PART_KINDS)[number];
const PART_TABLES = { categories: 'menu_categories', items: 'menu_items', options: 'menu_options', values: 'menu_option_values' } as const;

/** The saved parts by id: categories and items as rows, an option as its item's id, a value as its option's id. */
interface SavedParts {
  categories: Map<number, CategoryData>;
  items: Map<number, ItemData>;
  options: Map<number, number>;
  values: Map<number, number>;
}
const savedPartsOf = (current: MenuRows): SavedParts => ({
  categories: new Map(current.categories.map((row) => [row.id, row])),
  items: new Map(current.items.map((row) => [row.id, row])),
  options: new Map(current.options.map((row) => [row.id, row.ownerId])),
  values: new Map(current.values.map((row) => [row.id, row.optionId])),
});

/**
 * Step 1 of a save: every saved id in the body is a live part of this shop's menu (403), an event with tickets sold
 * stays an event (409), a picture is the shop's, and a default modifier is linked once per item (400). Answers the
 * saved ids the body keeps, and the default modifiers it links with the field that names each (their shop is
 * checked by the caller, in one query).
 */
function checkPartsAreTheShops(menu: MenuBody, saved: SavedParts, soldNow: Map<number, number>, shopId: number) {
  const seen: Record<PartKind, Set<number>> = { categories: new Set(), items: new Set(), options: new Set(), values: new Set() };
  const linkPaths = new Map<number, string>();
  // Plain loops, and a field path made only for the answer that names it: 15,000 parts at 500 x 5 x 5, and a
  // closure made per part costs more than the checks (decision 131).
  const categoriesIn = menu.categories;
  for (let c = 0; c < categoriesIn.length; c++) {
    const category = categoriesIn[c]!;
    if (isSavedId(category.id)) {
      if (!saved.categories.has(category.id)) throw forbiddenPart(`menu.categories.${c}.id`);
      seen.categories.add(category.id);
    }
    const itemsIn = category.items;
    for (let i = 0; i < itemsIn.length; i++) {
      const item = itemsIn[i]!;
      const itemPath = () => `menu.categories.${c}.items.${i}`;
      if (isSavedId(item.id)) {
        const savedItem = saved.items.get(item.id);
        if (!savedItem) throw forbiddenPart(`${itemPath()}.id`);
        // An event with tickets sold stays an event: its guests hold tickets (decision 059).
        if ((soldNow.get(item.id) ?? 0) > 0 && !item.isEvent) throw removeRefused(`${itemPath()}.isEvent`);
        seen.items.add(item.id);
      }
      // A picture is a stock one or from this shop's own library (decision 075); the one a saved item already
      // shows is kept as it is, so a picture retired since never stops the shop from saving.
      if (item.imageKey !== null && !isMenuImageKeyOfShop(item.imageKey, shopId)) {
        const shown = isSavedId(item.id) ? saved.items.get(item.id)!.imageKey : null;
        if (item.imageKey !== shown) throw forbiddenPart(`${itemPath()}.imageKey`);
      }
      const optionsIn = item.options;
      for (let o = 0; o < optionsIn.length; o++) {
        const option = optionsIn[o]!;
        if (option.defaultOptionId !== null) {
          const path = `${itemPath()}.options.${o}.defaultOptionId`;
          if (optionsIn.findIndex((other) => other.defaultOptionId === option.defaultOptionId) !== o) {
            throw new AppError(400, 'VALIDATION_FAILED', 'menuDefaultOptionAlreadyInItem', path);
          }
          if (!linkPaths.has(option.defaultOptionId)) linkPaths.set(option.defaultOptionId, path);
          continue;
        }
        if (isSavedId(option.id)) {
          if (!saved.options.has(option.id)) throw forbiddenPart(`${itemPath()}.options.${o}.id`);
          seen.options.add(option.id);
        }
        const valuesIn = option.values;
        for (let v = 0; v < valuesIn.length; v++) {
          const value = valuesIn[v]!;
          if (isSavedId(value.id)) {
            if (!saved.values.has(value.id)) throw forbiddenPart(`${itemPath()}.options.${o}.values.${v}.id`);
            seen.values.add(value.id);
          }
          if (value.childId !== null && !saved.options.has(value.childId)) {
            throw forbiddenPart(`${itemPath()}.options.${o}.values.${v}.childId`);
          }
        }
      }
    }
  }
  return { seen, linkPaths };
}

/** The saved parts a save removes: each by id, and the removed items and options as sets. */
interface Removals {
  categories: number[];
  items: number[];
  itemSet: Set<number>;
  options: number[];
  optionSet: Set<number>;
  values: number[];
}

/**
 * Step 2 of a save: the saved parts the body leaves out are removed, and `removed` must list each, or the item or
 * option it belongs to (400; ids of other shops in it are ignored). An event with tickets sold is never removed (409).
 */
function checkRemovals(
  removed: SaveMenuBody['removed'],
  saved: SavedParts,
  seen: Record<PartKind, Set<number>>,
  soldNow: Map<number, number>,
): Removals {
  const listed = {
    categories: new Set(removed.categories),
    items: new Set(removed.items),
    options: new Set(removed.options),
    values: new Set(removed.values),
  };
  for (const kind of PART_KINDS) {
    for (const id of listed[kind]) if (seen[kind].has(id)) throw removalsMismatch();
  }
  const categories = [...saved.categories.keys()].filter((id) => !seen.categories.has(id));
  const items = [...saved.items.keys()].filter((id) => !seen.items.has(id));
  const options = [...saved.options.keys()].filter((id) => !seen.options.has(id));
  const values = [...saved.values.keys()].filter((id) => !seen.values.has(id));
  const itemOfOption = (optionId: number) => saved.options.get(optionId)!;
  if (categories.some((id) => !listed.categories.has(id))) throw removalsMismatch();
  if (items.some((id) => !listed.items.has(id))) throw removalsMismatch();
  if (options.some((id) => !listed.options.has(id) && !listed.items.has(itemOfOption(id)))) throw removalsMismatch();
  if (
    values.some((id) => {
      const optionId = saved.values.get(id)!;
      return !listed.values.has(id) && !listed.options.has(optionId) && !listed.items.has(itemOfOption(optionId));
    })
  ) {
    throw removalsMismatch();
  }
  if (items.some((id) => (soldNow.get(id) ?? 0) > 0)) throw removeRefused('removed.items');
  return { categories, items, itemSet: new Set(items), options, optionSet: new Set(options), values };
}

/** Step 3 of a save: the body's 'new-…' ids of each kind (numbered by the caller), and whether a part is sold out until the next opening. */
function newPartsOf(menu: MenuBody) {
  const newIds = { categories: idMap(), items: idMap(), options: idMap(), values: idMap() };
  const collectNew = (kind: PartKind, id: MenuId) => {
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
  return { newIds, wantsNextOpening };
}

/**
 * Step 4 of a save: the menu's rows as they will stand, positions from the order of the arrays, and the default
 * modifiers each item links. `opening` is the shop's next opening, for parts sold out until then.
 */
function menuAsItWillStand(
  menu: MenuBody,
  context: {
    current: MenuRows;
    saved: SavedParts;
    newIds: Record<PartKind, Map<string, number>>;
    soldNow: Map<number, number>;
    opening: Date | null;
    linkShops: Map<number, number>;
    gone: Removals;
  },
): { next: MenuRows; wantedLinks: Array<Omit<LinkData, 'id'>> } {
  const { current, saved, newIds, soldNow, opening, linkShops, gone } = context;
  const idOf = (kind: PartKind, id: MenuId) => (isSavedId(id) ? id : newIds[kind].get(id)!);
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
  const categoriesIn = menu.categories;
  for (let c = 0; c < categoriesIn.length; c++) {
    const category = categoriesIn[c]!;
    const categoryId = idOf('categories', category.id);
    const existing = saved.categories.get(categoryId);
    next.categories.push({
      id: categoryId,
      position: c,
      title: category.title,
      // Chosen at creation only (decision 056): a saved category keeps its kind and events flag.
      kind: existing?.kind ?? category.kind,
      view: category.view,
      membersOnly: category.membersOnly,
      membersOnlyVisible: category.membersOnlyVisible,
      isEvents: existing?.isEvents ?? category.isEvents,
      station: category.station,
      windows: category.windows,
    });
    const itemsIn = category.items;
    for (let i = 0; i < itemsIn.length; i++) {
      const item = itemsIn[i]!;
      const itemId = idOf('items', item.id);
      next.items.push({
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
        windows: item.windows,
      });
      const optionsIn = item.options;
      for (let o = 0; o < optionsIn.length; o++) {
        const option = optionsIn[o]!;
        if (option.defaultOptionId !== null) {
          // A default modifier deleted since the draft loaded is simply no longer linked.
          if (linkShops.has(option.defaultOptionId)) {
            wantedLinks.push({ menuItemId: itemId, defaultOptionId: option.defaultOptionId, position: o });
          }
          continue;
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
        const valuesIn = option.values;
        for (let v = 0; v < valuesIn.length; v++) {
          const value = valuesIn[v]!;
          next.values.push({
            id: idOf('values', value.id),
            optionId,
            position: v,
            value: value.value,
            priceCents: value.priceCents,
            isAvailable: value.isAvailable,
            soldOutUntil: soldOutUntil(value.isAvailable, value.soldOutUntil),
            // A nested option removed in this save is no longer there to open.
            childOptionId: value.childId !== null && !gone.optionSet.has(value.childId) ? value.childId : null,
          });
        }
      }
    }
  }
  return { next, wantedLinks };
}

/** The default modifier links to keep as they are, to write (new or moved), and to delete. */
function linkChanges(currentLinks: LinkData[], wantedLinks: Array<Omit<LinkData, 'id'>>) {
  const linkKey = (link: { menuItemId: number; defaultOptionId: number }) => `${link.menuItemId}:${link.defaultOptionId}`;
  const byKey = new Map(currentLinks.map((link) => [linkKey(link), link]));
  const wantedKeys = new Set(wantedLinks.map(linkKey));
  const toWrite = wantedLinks.filter((link) => byKey.get(linkKey(link))?.position !== link.position);
  const unchanged = currentLinks.filter((link) => wantedKeys.has(linkKey(link)) && !toWrite.some((w) => linkKey(w) === linkKey(link)));
  const toDelete = currentLinks.filter((link) => !wantedKeys.has(linkKey(link))).map((link) => link.id);
  return { unchanged, toWrite, toDelete };
}

export function createMenuService({
  repository,
  ...options
}: {
  repository: MenuRepository;
  now?: () => Date;
  cache?: MenuCache;
  /** Where a save tells what it changed (decision 226). */ activity: ActivityRecorder;
}) {
  const now = options.now ?? (() => new Date());
  const cache = options.cache ?? createMenuCache();

  /** The kept answer for these rows and versions (made and kept afresh). */
  const keep = (shopId: number, stamp: MenuStamp, menuRow: MenuRow, rows: MenuRows): MenuSnapshot => {
    const at = now();
    const snapshot = snapshotOf(stamp, rows, at, (ticketsOf) => assembleMenu(menuRow, rows, at, ticketsOf));
    cache.set(shopId, snapshot);
    return snapshot;
  };
  const render = (snapshot: MenuSnapshot, tickets: Tickets) => {
    const json = renderSnapshot(snapshot, tickets);
    if (json === undefined) throw new Error('The menu answer and its event items disagree');
    return json;
  };

  /**
   * The shop's menu as the answer's JSON text: the kept one when the menu's and the default modifiers' versions are
   * still those it was made at, with the event tickets as they stand; otherwise read in one statement and kept
   * (decision 130). A shop without a menu answers the empty menu at version 0 (the row is made on the first save).
   */
  async function read(shopId: number): Promise<string> {
    const stamp = await repository.stamp(shopId);
    if (!stamp) throw notFound();
    if (stamp.menuId === null) return JSON.stringify({ menu: emptyMenu(), version: 0 } satisfies MenuResponse);
    const kept = cache.get(shopId);
    if (snapshotFits(kept, { ...stamp, menuId: stamp.menuId }, now())) {
      const json = renderSnapshot(kept, stamp.tickets);
      if (json !== undefined) return json;
    }
    const loaded = await repository.loadRows(shopId, stamp.menuId);
    return render(keep(shopId, loaded.stamp, loaded.menuRow, loaded.rows), ticketsOfRows(loaded.rows.items));
  }

  /**
   * Saves the whole menu in one transaction (decision 055): claims the version (409 staleCopy), checks every saved
   * id and every new picture is this shop's (403), cross-checks what the body leaves out against `removed` (400), refuses to remove an
   * event with tickets sold (409 menuRemoveRefused), then writes, one set-based statement per table, only the rows
   * that are new or changed. Answers the menu as it now stands as JSON text, and keeps it for the next load: the rows
   * as they now stand are known without reading them again (decision 130).
   */
  async function write(shopId: number, body: SaveMenuBody, actor: Actor): Promise<string> {
    const saved = await repository.transaction(async (tx, db) => {
      const loaded = await saveIn(tx, shopId, body, async (changes) => {
        // What changed is recorded in the save's own transaction: a refused or failed save records nothing.
        if (changes.length === 0) return;
        await options.activity.within(db).record({ shopId, actor, action: 'menuSaved', details: detailsOfChanges(changes) });
      });
      return loaded;
    });
    const snapshot = keep(shopId, saved.stamp, saved.menuRow, saved.rows);
    return render(snapshot, ticketsOfRows(saved.rows.items));
  }

  /**
   * The rows as they stand, for a save made from `from`: the kept ones when they are of that version, with the
   * locked event tickets; otherwise read.
   */
  async function rowsAsTheyStand(
    tx: SaveQueries,
    shopId: number,
    from: MenuStamp,
    ticketsNow: Tickets,
  ): Promise<{ current: MenuRows; defaultsVersion: number }> {
    const kept = cache.get(shopId);
    if (
      snapshotFits(kept, from, new Date(0)) &&
      kept.eventIds.length === ticketsNow.size &&
      kept.eventIds.every((id) => ticketsNow.has(id))
    ) {
      const items = kept.rows.items.map((item) => {
        const tickets = item.isEvent ? ticketsNow.get(item.id) : undefined;
        return tickets ? { ...item, quantityRemaining: tickets.remaining, quantitySold: tickets.sold } : item;
      });
      return { current: { ...kept.rows, items }, defaultsVersion: kept.defaultsVersion };
    }
    const loaded = await tx.loadRows(shopId, from.menuId);
    return { current: loaded.rows, defaultsVersion: loaded.stamp.defaultsVersion };
  }

  async function saveIn(
    tx: SaveQueries,
    shopId: number,
    { menu, removed, version }: SaveMenuBody,
    onChanges: (changes: ActivityChange[]) => Promise<void> = async () => {},
  ): Promise<LoadedMenu> {
    const shop = await tx.findShop(shopId);
    if (!shop) throw notFound();
    const menuId = await tx.ensureMenu(shopId);
    const savedVersion = claimedVersion(await tx.claimVersion(menuId, version));
    const ticketsNow = await tx.lockEventTickets(shopId);
    const soldNow = new Map([...ticketsNow].map(([id, tickets]) => [id, tickets.sold]));
    const { current, defaultsVersion } = await rowsAsTheyStand(
      tx,
      shopId,
      { menuId, version, defaultsVersion: shop.defaultsVersion },
      ticketsNow,
    );
    const saved = savedPartsOf(current);

    // 1. Every numeric id in the body must be a live part of this shop's menu; default links this shop's.
    const { seen, linkPaths } = checkPartsAreTheShops(menu, saved, soldNow, shopId);
    const linkShops = await tx.defaultOptionShops([...linkPaths.keys()]);
    for (const [id, owner] of linkShops) if (owner !== shopId) throw forbiddenPart(linkPaths.get(id)!);

    // 2. What the body leaves out is removed; `removed` must say so.
    const gone = checkRemovals(removed, saved, seen, soldNow);

    // 3. Ids for the new parts, one query per kind.
    const { newIds, wantsNextOpening } = newPartsOf(menu);
    for (const kind of PART_KINDS) {
      const ids = await tx.allocateIds(PART_TABLES[kind], newIds[kind].size);
      [...newIds[kind].keys()].forEach((key, index) => newIds[kind].set(key, ids[index]!));
    }

    // 4. The menu as it will stand, positions from the order of the arrays.
    const opening = wantsNextOpening ? nextOpening(await tx.shopHours(shopId), shop.state, now()) : null;
    const { next, wantedLinks } = menuAsItWillStand(menu, { current, saved, newIds, soldNow, opening, linkShops, gone });
    const links = linkChanges(current.links, wantedLinks);
    next.links = links.unchanged;

    // 5. Write: removals first, then only what is new or changed, each table in one statement.
    await tx.deleteValues(gone.values.filter((id) => !gone.optionSet.has(saved.values.get(id)!)));
    await tx.deleteOptions(gone.options.filter((id) => !gone.itemSet.has(saved.options.get(id)!)));
    const written = {
      items: changedRows(next.items, current.items),
      options: changedRows(next.options, current.options),
      values: changedRows(next.values, current.values),
    };
    await tx.archiveItems(shopId, gone.items);
    await tx.upsertCategories(menuId, changedRows(next.categories, current.categories));
    await tx.upsertItems(shopId, written.items);
    await tx.deleteCategories(menuId, gone.categories);
    await tx.upsertOptions(written.options);
    await tx.upsertValues(written.values);
    await tx.deleteLinks(links.toDelete);
    next.links.push(...(await tx.upsertLinks(links.toWrite)));
    const menuRow: MenuRow = { name: menu.name, drinkMenuView: menu.drinkMenuView, foodMenuView: menu.foodMenuView };
    await tx.updateMenu(menuId, menuRow);
    await onChanges(menuChanges(current, next, { ...written, removedItems: gone.items }));

    return { stamp: { menuId, version: savedVersion, defaultsVersion }, menuRow, rows: next };
  }

  /**
   * The menu as the ordering app reads it (decision 298): a shop key reads its own shop's only (403), a platform key
   * any; each item says whether it is offered now by its category's and its own windows within the shop's hours, and
   * when next.
   */
  async function orderingMenu(key: ServiceKeyPrincipal, shopId: number): Promise<OrderingMenuResponse> {
    if (key.shopId !== null && key.shopId !== shopId) throw forbidden('serviceKeyWrongShop');
    const [shop, hours] = await Promise.all([repository.findShop(shopId), repository.shopHours(shopId)]);
    if (!shop) throw notFound();
    const { menu } = JSON.parse(await read(shopId)) as MenuResponse;
    const at = now();
    const schedule = { timeZone: timeZoneOfState(shop.state), hours };
    const categories = menu.categories.map((category) => ({
      ...category,
      items: category.items.map((item) => {
        const offer = offerAt([category.windows, item.windows], schedule, at);
        return { ...item, offeredNow: offer.offeredNow, nextOfferedAt: offer.nextOfferedAt?.toISOString() ?? null };
      }),
    }));
    return { at: at.toISOString(), menu: { ...menu, categories } };
  }

  return {
    read,
    write,
    orderingMenu,
    /** The shop's menu (for callers inside the server; the route answers `read`'s text as it is). */
    get: async (shopId: number): Promise<MenuResponse> => JSON.parse(await read(shopId)) as MenuResponse,
    save: async (shopId: number, body: SaveMenuBody, actor: Actor): Promise<MenuResponse> =>
      JSON.parse(await write(shopId, body, actor)) as MenuResponse,
  };
}
export type MenuService = ReturnType<typeof createMenuService>;
