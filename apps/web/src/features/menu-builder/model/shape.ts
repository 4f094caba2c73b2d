import type { DraftCategory, MenuId } from './types';

/**
 * What the item list draws of a category besides its items' own fields (decision 136): its header settings and the
 * order of its items with the list each is in. Typing in an item or editing its modifiers leaves this the same, so the
 * list (its drag context, windows and header) is left alone and only the edited card is drawn again.
 */
export const sameCategoryShape = (a: DraftCategory | null, b: DraftCategory | null): boolean => {
  if (a === b) return true;
  if (!a || !b) return false;
  if (
    a.id !== b.id ||
    a.title !== b.title ||
    a.view !== b.view ||
    a.membersOnly !== b.membersOnly ||
    a.membersOnlyVisible !== b.membersOnlyVisible ||
    a.isEvents !== b.isEvents ||
    a.items.length !== b.items.length
  )
    return false;
  return a.items.every((item, index) => {
    const other = b.items[index]!;
    return item === other || (item.id === other.id && item.isSpecial === other.isSpecial);
  });
};

/** The category buttons' own content: the same ids in the same order with the same titles and availability windows. */
export const sameCategoryTitles = (a: readonly DraftCategory[], b: readonly DraftCategory[]): boolean =>
  a === b ||
  (a.length === b.length &&
    a.every((category, index) => {
      const other = b[index]!;
      return category.id === other.id && category.title === other.title && category.windows === other.windows;
    }));

/** Two sets of ids with the same members. */
export const sameIds = (a: ReadonlySet<MenuId>, b: ReadonlySet<MenuId>): boolean =>
  a === b || (a.size === b.size && [...a].every((id) => b.has(id)));
