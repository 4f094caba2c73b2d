import { createContext, useCallback, useContext, useRef, useSyncExternalStore } from 'react';
import type { DraftCategory, DraftItem, FieldErrors, MenuId } from '../model/types';
import { sameErrors } from '../model/field-errors';

/**
 * Where the chosen category's item cards read their item and their errors (decision 136). The builder sets the latest
 * category here as it renders and tells the cards after it has drawn; the item list itself (its drag context, windows
 * and header) is drawn again only when the category's shape changes, so a keystroke in an item's name draws that card
 * alone. Cards the list draws read the store as they render, so they never show an older item than the list has.
 */
export interface ItemStore {
  /** The latest category and the menu's errors (during the builder's render: no card is told yet). */
  set: (category: DraftCategory | null, errors: FieldErrors, categoryIndex: number) => void;
  /** Tells the cards when what they read changed since the last time. */
  notify: () => void;
  subscribe: (listener: () => void) => () => void;
  item: (id: MenuId) => DraftItem | undefined;
  /** An item's errors by its index in the category, keyed below it ('name', 'options.0.title'). */
  errors: (index: number) => FieldErrors | undefined;
}

export function createItemStore(): ItemStore {
  let category: DraftCategory | null = null;
  let errors: FieldErrors = {};
  let categoryIndex = -1;
  let told: unknown[] = [];
  let byId: Map<MenuId, DraftItem> | null = null;
  let byIndex: Map<number, FieldErrors> | null = null;
  const listeners = new Set<() => void>();
  return {
    set(nextCategory, nextErrors, nextIndex) {
      if (nextCategory !== category) byId = null;
      if (nextErrors !== errors || nextIndex !== categoryIndex) byIndex = null;
      category = nextCategory;
      errors = nextErrors;
      categoryIndex = nextIndex;
    },
    notify() {
      const now = [category, errors, categoryIndex];
      if (now.every((part, index) => part === told[index])) return;
      told = now;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    item(id) {
      if (!category) return undefined;
      if (!byId) byId = new Map(category.items.map((item) => [item.id, item]));
      return byId.get(id);
    },
    errors(index) {
      byIndex ??= errorsByItem(errors, categoryIndex);
      return byIndex.get(index);
    },
  };
}

export const ItemStoreContext = createContext<ItemStore | null>(null);

/** The errors of a category's items, by item index, each keyed below its item ('name', 'options.0.title'). */
export function errorsByItem(errors: FieldErrors, categoryIndex: number): Map<number, FieldErrors> {
  const byItem = new Map<number, FieldErrors>();
  const prefix = `categories.${categoryIndex}.items.`;
  for (const [path, key] of Object.entries(errors)) {
    if (!path.startsWith(prefix)) continue;
    const rest = path.slice(prefix.length);
    const dot = rest.indexOf('.');
    if (dot < 0) continue;
    const index = Number(rest.slice(0, dot));
    const own = byItem.get(index) ?? {};
    own[rest.slice(dot + 1)] = key;
    byItem.set(index, own);
  }
  return byItem;
}

const NO_ERRORS: FieldErrors = {};
const noStore = () => () => {};

/**
 * A card's item and errors: the store's latest when there is one (else the ones it was given), its errors the same
 * object while their content is the same (a re-validation after every change makes new ones each time).
 */
export function useStoredItem(item: DraftItem, index: number): { item: DraftItem; errors: FieldErrors } {
  const store = useContext(ItemStoreContext);
  const latestItem = useSyncExternalStore(
    store?.subscribe ?? noStore,
    useCallback(() => store?.item(item.id) ?? item, [store, item]),
  );
  const lastErrors = useRef<FieldErrors>(NO_ERRORS);
  const latestErrors = useSyncExternalStore(
    store?.subscribe ?? noStore,
    useCallback(() => {
      const next = store?.errors(index) ?? NO_ERRORS;
      if (!sameErrors(next, lastErrors.current)) lastErrors.current = next;
      return lastErrors.current;
    }, [store, index]),
  );
  return { item: latestItem, errors: latestErrors };
}
