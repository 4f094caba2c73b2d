import type { CategoryKind, DiscountUnit, MenuView, PickupTime, Station, WidgetType } from '@brewline/contracts/menu';
import type {
  AvailabilityWindow,
  DefaultOption,
  Menu,
  MenuCategory,
  MenuId,
  MenuItem,
  MenuOption,
  MenuRemovals,
  MenuValue,
} from '@brewline/contracts/schemas/menu';

/**
 * The menu builder's draft, held outside React: every edit is an action, and `reduceDraft`
 * (pure) turns a draft and an action into the next draft. The screen only dispatches actions and renders the draft.
 *
 * The draft is the contracts' `Menu` with the fields a person may leave empty while typing made nullable, so the
 * same `MenuSchema` can judge it and name the field at fault.
 */
export type DraftValue = Omit<MenuValue, 'priceCents'> & { priceCents: number | null };
/** widgetType is null until chosen (the select shows 'None'), so 'this is required' can show under it. */
export type DraftOption = Omit<MenuOption, 'values' | 'maxNum' | 'widgetType'> & {
  values: DraftValue[];
  maxNum: number | null;
  widgetType: WidgetType | null;
};
export type DraftItem = Omit<MenuItem, 'options'> & {
  options: DraftOption[];
  /** The discount fields are open in the editor ('toggle discount'); closing them clears both. */
  discountOpen: boolean;
};
export type DraftCategory = Omit<MenuCategory, 'items'> & { items: DraftItem[] };
export type DraftMenu = Omit<Menu, 'categories'> & { categories: DraftCategory[] };

/** The one-slot clipboard: copying one kind clears the others. */
export type Clipboard =
  { kind: 'item'; item: DraftItem } | { kind: 'option'; option: DraftOption } | { kind: 'value'; value: DraftValue } | null;

/** A field's message key, by the dotted path of the field in the menu (e.g. 'categories.0.items.2.name'). */
export type FieldErrors = Record<string, string>;

export interface Draft {
  menu: DraftMenu;
  /** The version the draft was loaded at; a save from an older version is refused (decision 018). */
  version: number;
  removed: MenuRemovals;
  clipboard: Clipboard;
  /**
   * Once a save found the menu invalid, the check that re-validates it after every change; null before. The check is
   * handed in by the save that loaded it, so the draft's steps stay pure and never load the schemas themselves.
   */
  revalidate: DraftCheck | null;
  errors: FieldErrors;
}

/** Every field error of a draft, by dotted path (`validateDraft`); empty when the menu may be saved. */
export type DraftCheck = (draft: Draft) => FieldErrors;

/** Where an item is: its category and its place in that category's items array. */
export interface ItemRef {
  categoryId: MenuId;
  itemId: MenuId;
}
export interface OptionRef extends ItemRef {
  optionId: MenuId;
}
export interface ValueRef extends OptionRef {
  valueId: MenuId;
}

export interface NewCategory {
  title: string;
  kind: CategoryKind;
  membersOnly: boolean;
  membersOnlyVisible: boolean;
  isEvents: boolean;
  station: Station;
  windows: AvailabilityWindow[];
}

/** What the category dialog changes of a saved category: its title, station and availability windows. */
export type CategoryPatch = Partial<Pick<DraftCategory, 'title' | 'station' | 'windows'>>;

/** A picture the name-to-picture rule can choose. */
export interface NamedPicture {
  name: string;
  imageKey: string;
}

export type ItemPatch = Partial<
  Pick<DraftItem, 'name' | 'imageKey' | 'pickupTime' | 'description' | 'discountValue' | 'discountUnit' | 'tickets' | 'windows'>
>;
export type OptionPatch = Partial<
  Pick<DraftOption, 'title' | 'widgetType' | 'priceForAllCents' | 'initialValue' | 'maxNum' | 'isOnTablet' | 'isAvailable'>
>;
export type ValuePatch = Partial<Pick<DraftValue, 'value' | 'priceCents' | 'childId'>>;

/**
 * Every edit the builder can make. Ids of new parts are made by the model ('new-…'), never by the screen.
 * Actions that break a rule (deleting a category with items, up-sell without a complimentary item, sold out on a
 * default modifier's value) leave the draft unchanged; `refusalOf(draft, action)` says why, as a message key.
 */
export type MenuAction =
  | { type: 'addCategory'; category: NewCategory }
  | { type: 'editCategory'; categoryId: MenuId; patch: CategoryPatch }
  | { type: 'deleteCategory'; categoryId: MenuId }
  | { type: 'moveCategory'; from: number; to: number }
  | { type: 'setCategoryView'; categoryId: MenuId; view: MenuView }
  | { type: 'setCategoryMembersOnly'; categoryId: MenuId; membersOnly: boolean }
  | { type: 'setCategoryVisibility'; categoryId: MenuId; membersOnlyVisible: boolean }
  | { type: 'setMenuName'; name: string }
  | { type: 'addItem'; categoryId: MenuId; pictures?: readonly NamedPicture[]; /** in the specials list */ special?: boolean }
  | { type: 'updateItem'; ref: ItemRef; patch: ItemPatch; pictures?: readonly NamedPicture[] }
  | { type: 'deleteItem'; ref: ItemRef }
  | { type: 'moveItemToList'; ref: ItemRef }
  | { type: 'moveItemToCategory'; ref: ItemRef; toCategoryId: MenuId; toIndex?: number }
  | { type: 'reorderItem'; categoryId: MenuId; from: number; to: number }
  | { type: 'setItemSoldOut'; ref: ItemRef; soldOut: 'no' | 'yes' | 'untilNextOpening' }
  | { type: 'toggleDescription'; ref: ItemRef }
  | { type: 'toggleDiscount'; ref: ItemRef }
  | { type: 'setComplimentary'; ref: ItemRef; isComplimentary: boolean }
  | { type: 'setUpsell'; ref: ItemRef; isUpsell: boolean }
  | { type: 'addOption'; ref: ItemRef }
  | { type: 'updateOption'; ref: OptionRef; patch: OptionPatch }
  | { type: 'deleteOption'; ref: OptionRef }
  | { type: 'reorderOption'; ref: ItemRef; from: number; to: number }
  | { type: 'dropDefaultOption'; ref: ItemRef; defaultOption: DefaultOption; toIndex?: number }
  | { type: 'detachDefaultOption'; ref: OptionRef }
  | { type: 'addValue'; ref: OptionRef }
  | { type: 'updateValue'; ref: ValueRef; patch: ValuePatch }
  | { type: 'deleteValue'; ref: ValueRef }
  | { type: 'reorderValue'; ref: OptionRef; from: number; to: number }
  | { type: 'setValueSoldOut'; ref: ValueRef; soldOut: 'no' | 'yes' | 'untilNextOpening' }
  | { type: 'copyItem'; ref: ItemRef }
  | { type: 'copyOption'; ref: OptionRef }
  | { type: 'copyValue'; ref: ValueRef }
  | { type: 'pasteItem'; categoryId: MenuId; /** placed right after this item; at the end without it */ afterItemId?: MenuId }
  | { type: 'pasteOption'; ref: ItemRef }
  | { type: 'pasteValue'; ref: OptionRef };

/** Undo and redo over drafts (decision 068): every action is one step; the clipboard is not part of history. */
export interface DraftHistory {
  past: Draft[];
  present: Draft;
  future: Draft[];
}

export type { AvailabilityWindow, CategoryKind, DefaultOption, DiscountUnit, Menu, MenuId, MenuRemovals, MenuView, PickupTime, WidgetType };
