import {
  NEW_ITEM_OPTION_TITLE,
  NEW_ITEM_VALUE,
  SIZE_OPTION_TITLE,
  SOLD_OUT_UNTIL_NEXT_OPENING,
  defaultPickupTime,
  isSavedId,
  pictureForName,
} from '@brewline/contracts/menu';
import type { MenuId, MenuRemovals } from '@brewline/contracts/schemas/menu';
import type { MessageKey } from '@brewline/contracts/messages';
import { findCategory, findItem, findOption, hasComplimentaryItem, isAttachedDefault, newId } from './draft';
import type {
  Clipboard,
  Draft,
  DraftCategory,
  DraftItem,
  DraftMenu,
  DraftOption,
  DraftValue,
  ItemRef,
  MenuAction,
  NewCategory,
  OptionRef,
  ValueRef,
} from './types';

/**
 * The menu builder's editing rules as one pure function: `reduceDraft(draft, action)`.
 * Parts that do not change keep their identity, so the screen re-renders only what an edit touched, and an action
 * that changes nothing returns the very same draft (history drops it).
 */

// ---------------------------------------------------------------------------------------------------------------
// Small immutable helpers

/** The object with the patch applied, or the same object when the patch changes nothing. */
export const patchObject = <T extends object>(object: T, patch: Partial<T>): T => {
  for (const key of Object.keys(patch) as (keyof T)[]) {
    if (!Object.is(object[key], patch[key])) return { ...object, ...patch };
  }
  return object;
};

/** The list with one entry moved from one place to another; the same list when nothing moves. */
export const arrayMove = <T>(list: readonly T[], from: number, to: number): readonly T[] => {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return list;
  const next = [...list];
  const [moved] = next.splice(from, 1) as [T];
  next.splice(to, 0, moved);
  return next;
};

export const insertAt = <T>(list: readonly T[], entry: T, index?: number): T[] => {
  const at = index === undefined ? list.length : Math.max(0, Math.min(index, list.length));
  return [...list.slice(0, at), entry, ...list.slice(at)];
};

/** Replace the entry with this id by fn(entry); the same list when fn changes nothing or the id is not there. */
export const mapById = <T extends { id: MenuId }>(list: readonly T[], id: MenuId, fn: (entry: T) => T): readonly T[] => {
  const index = list.findIndex((entry) => entry.id === id);
  if (index < 0) return list;
  const current = list[index]!;
  const next = fn(current);
  if (next === current) return list;
  const copy = [...list];
  copy[index] = next;
  return copy;
};

const withMenu = (draft: Draft, menu: DraftMenu): Draft => (menu === draft.menu ? draft : { ...draft, menu });

const updateCategory = (draft: Draft, categoryId: MenuId, fn: (category: DraftCategory) => DraftCategory): Draft => {
  const categories = mapById(draft.menu.categories, categoryId, fn);
  return categories === draft.menu.categories ? draft : withMenu(draft, { ...draft.menu, categories: [...categories] });
};

const updateItem = (draft: Draft, ref: ItemRef, fn: (item: DraftItem, category: DraftCategory) => DraftItem): Draft =>
  updateCategory(draft, ref.categoryId, (category) => {
    const items = mapById(category.items, ref.itemId, (item) => fn(item, category));
    return items === category.items ? category : { ...category, items: [...items] };
  });

const updateOption = (draft: Draft, ref: OptionRef, fn: (option: DraftOption, item: DraftItem) => DraftOption): Draft =>
  updateItem(draft, ref, (item) => {
    const options = mapById(item.options, ref.optionId, (option) => fn(option, item));
    return options === item.options ? item : { ...item, options: [...options] };
  });

const updateValue = (draft: Draft, ref: ValueRef, fn: (value: DraftValue, option: DraftOption) => DraftValue): Draft =>
  updateOption(draft, ref, (option) => {
    const values = mapById(option.values, ref.valueId, (value) => fn(value, option));
    return values === option.values ? option : { ...option, values: [...values] };
  });

const addRemoved = (draft: Draft, kind: keyof MenuRemovals, id: MenuId): Draft =>
  isSavedId(id) && !draft.removed[kind].includes(id)
    ? { ...draft, removed: { ...draft.removed, [kind]: [...draft.removed[kind], id] } }
    : draft;

// ---------------------------------------------------------------------------------------------------------------
// New parts and copies

type SoldOut = 'no' | 'yes' | 'untilNextOpening';
/** Sold out ('until next opening' is decision 058): 'no' is available, the others are not. */
export const soldOutFields = (soldOut: SoldOut): Pick<DraftValue, 'isAvailable' | 'soldOutUntil'> =>
  soldOut === 'no'
    ? { isAvailable: true, soldOutUntil: null }
    : { isAvailable: false, soldOutUntil: soldOut === 'untilNextOpening' ? SOLD_OUT_UNTIL_NEXT_OPENING : null };

/** Which sold-out choice a part shows: the inverse of `soldOutFields` (a server time counts as until next opening). */
export const soldOutState = (part: Pick<DraftValue, 'isAvailable' | 'soldOutUntil'>): SoldOut =>
  part.isAvailable ? 'no' : part.soldOutUntil === null ? 'yes' : 'untilNextOpening';

export const newValue = (value = '', priceCents: number | null = null): DraftValue => ({
  id: newId(),
  value,
  priceCents,
  isAvailable: true,
  soldOutUntil: null,
  childId: null,
});

/**
 * A new modifier (decision 066): no title and no widget type yet (the type select shows 'None', so 'this is required'
 * shows until one is chosen), shown on the tablet, no values.
 */
export const newOption = (): DraftOption => ({
  id: newId(),
  title: '',
  widgetType: null,
  priceForAllCents: null,
  initialValue: null,
  isAvailable: true,
  maxNum: null,
  isOnTablet: true,
  values: [],
  defaultOptionId: null,
});

/**
 * A new item: one option 'Size' (exactly one) with the value 'Regular' at $0.00 (decision 066), the
 * prep time of the category's kind, no description, available; in an events category an event with no tickets yet.
 */
export const newItem = (category: Pick<DraftCategory, 'kind' | 'isEvents'>, isSpecial = false): DraftItem => ({
  id: newId(),
  name: '',
  imageKey: null,
  pickupTime: defaultPickupTime(category.kind),
  description: null,
  isAvailable: true,
  soldOutUntil: null,
  isSpecial,
  isEvent: category.isEvents,
  tickets: category.isEvents ? { remaining: 0, sold: 0 } : null,
  isComplimentary: false,
  isUpsell: false,
  discountUnit: null,
  discountValue: null,
  options: [{ ...newOption(), title: NEW_ITEM_OPTION_TITLE, widgetType: 'exactly_one', values: [newValue(NEW_ITEM_VALUE, 0)] }],
  windows: [],
  discountOpen: false,
});

export const newCategory = (menu: DraftMenu, category: NewCategory): DraftCategory => ({
  id: newId(),
  title: category.title,
  kind: category.kind,
  view: category.kind === 'drink' ? menu.drinkMenuView : menu.foodMenuView,
  membersOnly: category.membersOnly,
  membersOnlyVisible: category.membersOnlyVisible,
  isEvents: category.isEvents,
  station: category.station,
  windows: category.windows,
  items: [],
});

/** Deep copies with new ids for every nested part ('Pasting … gives new ids to all nested parts'). */
export const copyValueWithNewIds = (value: DraftValue): DraftValue => ({ ...value, id: newId() });
export const copyOptionWithNewIds = (option: DraftOption): DraftOption => ({
  ...option,
  id: newId(),
  values: option.values.map(copyValueWithNewIds),
});
export const copyItemWithNewIds = (item: DraftItem): DraftItem => ({
  ...item,
  id: newId(),
  options: item.options.map(copyOptionWithNewIds),
});

// ---------------------------------------------------------------------------------------------------------------
// The Size rule: adding a value to a Size option that has exactly 2 values sets initialValue to 1;
// removing a value when 3 remain clears it.

export const isSizeOption = (option: Pick<DraftOption, 'title'>): boolean =>
  option.title.trim().toLowerCase() === SIZE_OPTION_TITLE.toLowerCase();

type WithValues = Pick<DraftOption, 'title' | 'values' | 'initialValue'>;

export const withValueAdded = <O extends WithValues>(option: O, value: DraftValue): O => ({
  ...option,
  values: [...option.values, value],
  initialValue: isSizeOption(option) && option.values.length === 2 ? 1 : option.initialValue,
});

export const withValueRemoved = <O extends WithValues>(option: O, valueId: MenuId): O => {
  const values = option.values.filter((value) => value.id !== valueId);
  if (values.length === option.values.length) return option;
  let initialValue = option.initialValue;
  if (isSizeOption(option) && option.values.length === 3) initialValue = null;
  // An initial value names a place in the list; one past the end names nothing.
  else if (initialValue !== null && initialValue >= values.length) initialValue = null;
  return { ...option, values, initialValue };
};

// ---------------------------------------------------------------------------------------------------------------
// Refusals

const optionOf = (draft: Draft, ref: OptionRef) => findOption(draft, ref);

/**
 * Why an action is refused, as a message key, or null when it is allowed (or is simply a no-op). A refused action
 * leaves the draft unchanged.
 */
export const refusalOf = (draft: Draft, action: MenuAction): MessageKey | null => {
  switch (action.type) {
    case 'deleteCategory': {
      const category = findCategory(draft, action.categoryId);
      return category && category.items.length > 0 ? 'categoryDeleteHasItems' : null;
    }
    case 'setUpsell': {
      if (!action.isUpsell) return null;
      const item = findItem(draft, action.ref);
      if (!item) return null;
      return item.isComplimentary || !hasComplimentaryItem(draft) ? 'menuUpsellNotAllowed' : null;
    }
    case 'setValueSoldOut': {
      const option = optionOf(draft, action.ref);
      return option && isAttachedDefault(option) ? 'menuSoldOutOnDefaultValue' : null;
    }
    case 'updateOption':
    case 'addValue':
    case 'updateValue':
    case 'deleteValue':
    case 'reorderValue':
    case 'pasteValue': {
      // A dropped-in default modifier is the default's: editing it here first detaches it, which the
      // screen asks about and then sends as 'detachDefaultOption'.
      const option = optionOf(draft, action.ref);
      return option && isAttachedDefault(option) ? 'menuDefaultOptionLinked' : null;
    }
    case 'dropDefaultOption': {
      const item = findItem(draft, action.ref);
      return item?.options.some((option) => option.defaultOptionId === action.defaultOption.id) ? 'menuDefaultOptionAlreadyInItem' : null;
    }
    case 'pasteOption': {
      const item = findItem(draft, action.ref);
      const clip = draft.clipboard;
      if (!item || clip?.kind !== 'option' || clip.option.defaultOptionId === null) return null;
      return item.options.some((option) => option.defaultOptionId === clip.option.defaultOptionId)
        ? 'menuDefaultOptionAlreadyInItem'
        : null;
    }
    case 'moveItemToCategory': {
      const from = findCategory(draft, action.ref.categoryId);
      const to = findCategory(draft, action.toCategoryId);
      return from && to && from.isEvents !== to.isEvents ? 'menuMoveItemEventsMismatch' : null;
    }
    default:
      return null;
  }
};

/** The words a refusal's message needs (the category's title for 'categoryDeleteHasItems'). */
export const refusalValues = (draft: Draft, action: MenuAction): Record<string, string> => {
  if (action.type === 'deleteCategory') return { title: findCategory(draft, action.categoryId)?.title ?? '' };
  return {};
};

// ---------------------------------------------------------------------------------------------------------------
// The reducer

const setClipboard = (draft: Draft, clipboard: Clipboard): Draft => ({ ...draft, clipboard });

const apply = (draft: Draft, action: MenuAction): Draft => {
  switch (action.type) {
    // --- menu and categories
    case 'setMenuName':
      return draft.menu.name === action.name ? draft : withMenu(draft, { ...draft.menu, name: action.name });
    case 'addCategory':
      return withMenu(draft, { ...draft.menu, categories: [...draft.menu.categories, newCategory(draft.menu, action.category)] });
    case 'editCategory':
      return updateCategory(draft, action.categoryId, (category) => patchObject<DraftCategory>(category, action.patch));
    case 'setCategoryView':
      return updateCategory(draft, action.categoryId, (category) => patchObject(category, { view: action.view }));
    case 'setCategoryMembersOnly':
      return updateCategory(draft, action.categoryId, (category) => patchObject(category, { membersOnly: action.membersOnly }));
    case 'setCategoryVisibility':
      return updateCategory(draft, action.categoryId, (category) =>
        patchObject(category, { membersOnlyVisible: action.membersOnlyVisible }),
      );
    case 'deleteCategory': {
      const categories = draft.menu.categories.filter((category) => category.id !== action.categoryId);
      if (categories.length === draft.menu.categories.length) return draft;
      // The indexes of later categories are their places in the list, so they renumber by themselves.
      return addRemoved(withMenu(draft, { ...draft.menu, categories }), 'categories', action.categoryId);
    }
    case 'moveCategory': {
      const categories = arrayMove(draft.menu.categories, action.from, action.to);
      return categories === draft.menu.categories ? draft : withMenu(draft, { ...draft.menu, categories: [...categories] });
    }

    // --- items
    case 'addItem':
      return updateCategory(draft, action.categoryId, (category) => ({
        ...category,
        items: [...category.items, newItem(category, action.special ?? false)],
      }));
    case 'updateItem':
      return updateItem(draft, action.ref, (item) => {
        const patch = { ...action.patch };
        if (patch.name !== undefined && patch.name !== item.name && patch.imageKey === undefined && action.pictures) {
          // The longest library name contained in the new name picks the picture, if any matches.
          const picture = pictureForName(patch.name, action.pictures);
          if (picture) patch.imageKey = picture.imageKey;
        }
        if ('discountValue' in patch && (patch.discountValue === null || patch.discountValue === 0 || Number.isNaN(patch.discountValue))) {
          // An empty or zero discount removes both the value and the unit.
          patch.discountValue = null;
          patch.discountUnit = null;
        }
        return patchObject(item, patch);
      });
    case 'deleteItem': {
      const before = draft;
      const next = updateCategory(draft, action.ref.categoryId, (category) => {
        const items = category.items.filter((item) => item.id !== action.ref.itemId);
        return items.length === category.items.length ? category : { ...category, items };
      });
      // Only the item is listed: its options and values go with it (decision 067).
      return next === before ? draft : addRemoved(next, 'items', action.ref.itemId);
    }
    case 'moveItemToList':
      return updateItem(draft, action.ref, (item) => ({ ...item, isSpecial: !item.isSpecial }));
    case 'reorderItem':
      return updateCategory(draft, action.categoryId, (category) => {
        const items = arrayMove(category.items, action.from, action.to);
        return items === category.items ? category : { ...category, items: [...items] };
      });
    case 'moveItemToCategory': {
      const from = findCategory(draft, action.ref.categoryId);
      const to = findCategory(draft, action.toCategoryId);
      const item = findItem(draft, action.ref);
      if (!from || !to || !item) return draft; // a drop on no category changes nothing
      if (from.id === to.id) {
        if (action.toIndex === undefined) return draft;
        const index = from.items.indexOf(item);
        return apply(draft, { type: 'reorderItem', categoryId: from.id, from: index, to: Math.min(action.toIndex, from.items.length - 1) });
      }
      const categories = draft.menu.categories.map((category) => {
        if (category.id === from.id) return { ...category, items: category.items.filter((entry) => entry.id !== item.id) };
        if (category.id === to.id) return { ...category, items: insertAt(category.items, item, action.toIndex) };
        return category;
      });
      return withMenu(draft, { ...draft.menu, categories });
    }
    case 'setItemSoldOut':
      return updateItem(draft, action.ref, (item) => patchObject(item, soldOutFields(action.soldOut)));
    case 'toggleDescription':
      return updateItem(draft, action.ref, (item) => ({ ...item, description: item.description === null ? '' : null }));
    case 'toggleDiscount':
      return updateItem(draft, action.ref, (item) =>
        item.discountOpen ? { ...item, discountOpen: false, discountValue: null, discountUnit: null } : { ...item, discountOpen: true },
      );
    case 'setComplimentary':
      return updateItem(draft, action.ref, (item) =>
        // A complimentary item cannot be an up-sell.
        patchObject(item, action.isComplimentary ? { isComplimentary: true, isUpsell: false } : { isComplimentary: false }),
      );
    case 'setUpsell':
      return updateItem(draft, action.ref, (item) => patchObject(item, { isUpsell: action.isUpsell }));

    // --- options
    case 'addOption':
      return updateItem(draft, action.ref, (item) => ({ ...item, options: [...item.options, newOption()] }));
    case 'updateOption':
      return updateOption(draft, action.ref, (option) => {
        const patch = { ...action.patch };
        // Only select_max has a maximum; another type forgets it rather than keep a hidden number.
        if (patch.widgetType !== undefined && patch.widgetType !== 'select_max' && patch.maxNum === undefined) patch.maxNum = null;
        return patchObject(option, patch);
      });
    case 'deleteOption': {
      const option = findOption(draft, action.ref);
      if (!option) return draft;
      const next = updateItem(draft, action.ref, (item) => ({ ...item, options: item.options.filter((entry) => entry.id !== option.id) }));
      // A dropped-in default modifier is only a link: leaving the item's list unlinks it (decision 067).
      return isAttachedDefault(option) ? next : addRemoved(next, 'options', option.id);
    }
    case 'reorderOption':
      return updateItem(draft, action.ref, (item) => {
        const options = arrayMove(item.options, action.from, action.to);
        return options === item.options ? item : { ...item, options: [...options] };
      });
    case 'dropDefaultOption': {
      const { defaultOption } = action;
      if (!isSavedId(defaultOption.id)) return draft; // only a saved default modifier can be linked
      const linked: DraftOption = {
        ...defaultOption,
        id: newId(),
        defaultOptionId: defaultOption.id,
        // The values are the default's, shown as they are (their ids kept for display).
        values: defaultOption.values.map((value) => ({ ...value })),
      };
      return updateItem(draft, action.ref, (item) => ({ ...item, options: insertAt(item.options, linked, action.toIndex) }));
    }
    case 'detachDefaultOption':
      // 'Yes detaches it and turns it into a normal modifier': a new option of this item, new values.
      return updateOption(draft, action.ref, (option) =>
        isAttachedDefault(option) ? { ...copyOptionWithNewIds(option), defaultOptionId: null } : option,
      );

    // --- values
    case 'addValue':
      return updateOption(draft, action.ref, (option) => withValueAdded(option, newValue()));
    case 'updateValue':
      return updateValue(draft, action.ref, (value) => patchObject<DraftValue>(value, action.patch));
    case 'deleteValue': {
      const next = updateOption(draft, action.ref, (option) => withValueRemoved(option, action.ref.valueId));
      return next === draft ? draft : addRemoved(next, 'values', action.ref.valueId);
    }
    case 'reorderValue':
      return updateOption(draft, action.ref, (option) => {
        const values = arrayMove(option.values, action.from, action.to);
        return values === option.values ? option : { ...option, values: [...values] };
      });
    case 'setValueSoldOut':
      return updateValue(draft, action.ref, (value) => patchObject(value, soldOutFields(action.soldOut)));

    // --- the one-slot clipboard (copying one kind clears the others: the slot holds one thing)
    case 'copyItem': {
      const item = findItem(draft, action.ref);
      return item ? setClipboard(draft, { kind: 'item', item }) : draft;
    }
    case 'copyOption': {
      const option = findOption(draft, action.ref);
      return option ? setClipboard(draft, { kind: 'option', option }) : draft;
    }
    case 'copyValue': {
      const option = findOption(draft, action.ref);
      const value = option?.values.find((entry) => entry.id === action.ref.valueId);
      return value ? setClipboard(draft, { kind: 'value', value }) : draft;
    }
    case 'pasteItem': {
      const clip = draft.clipboard;
      if (clip?.kind !== 'item') return draft;
      return updateCategory(draft, action.categoryId, (category) => {
        const copy = copyItemWithNewIds(clip.item);
        // The copy is a new item of this category: an event only in an events category, with no tickets sold; its
        // complimentary memberships belong to the original, so it starts not complimentary (decision 067).
        const pasted: DraftItem = {
          ...copy,
          isEvent: category.isEvents,
          tickets: category.isEvents ? { remaining: copy.tickets?.remaining ?? 0, sold: 0 } : null,
          isComplimentary: false,
        };
        const after = action.afterItemId === undefined ? -1 : category.items.findIndex((item) => item.id === action.afterItemId);
        return { ...category, items: insertAt(category.items, pasted, after < 0 ? undefined : after + 1) };
      });
    }
    case 'pasteOption': {
      const clip = draft.clipboard;
      if (clip?.kind !== 'option') return draft;
      // An attached default modifier stays attached (its defaultOptionId is kept).
      return updateItem(draft, action.ref, (item) => ({ ...item, options: [...item.options, copyOptionWithNewIds(clip.option)] }));
    }
    case 'pasteValue': {
      const clip = draft.clipboard;
      if (clip?.kind !== 'value') return draft;
      return updateOption(draft, action.ref, (option) => withValueAdded(option, copyValueWithNewIds(clip.value)));
    }
  }
};

/** Up-sell needs a complimentary item on the menu: when the last one goes, no item stays an up-sell (decision 067). */
const withoutOrphanUpsells = (draft: Draft): Draft => {
  const menu = draft.menu;
  if (hasComplimentaryItem(menu) || !menu.categories.some((category) => category.items.some((item) => item.isUpsell))) return draft;
  return withMenu(draft, {
    ...menu,
    categories: menu.categories.map((category) =>
      category.items.some((item) => item.isUpsell)
        ? { ...category, items: category.items.map((item) => (item.isUpsell ? { ...item, isUpsell: false } : item)) }
        : category,
    ),
  });
};

/**
 * The next draft after an action. A refused action (see `refusalOf`) or one that changes nothing returns the same
 * draft. Once the menu was found invalid, the next draft carries fresh errors.
 */
export const reduceDraft = (draft: Draft, action: MenuAction): Draft => {
  if (refusalOf(draft, action) !== null) return draft;
  let next = apply(draft, action);
  if (next.menu !== draft.menu) {
    next = withoutOrphanUpsells(next);
    if (next.revalidate) next = { ...next, errors: next.revalidate(next) };
  }
  return next;
};
