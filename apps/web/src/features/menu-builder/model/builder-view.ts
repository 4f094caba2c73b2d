import type { DraftCategory, FieldErrors, MenuAction, MenuId } from './types';

/** What a dragged or dropped-on element carries (dnd-kit's `data`): a category, or an item of a category. */
export interface DragData {
  type: string;
  categoryId?: MenuId;
  itemId?: MenuId;
}

/**
 * The action a drop asks for, or null for none: a category onto a category reorders the categories; an item onto
 * another category moves it there; an item onto an item of the chosen category reorders that category.
 */
export function dropAction(
  categories: readonly DraftCategory[],
  selected: DraftCategory | null,
  from: DragData | undefined,
  to: DragData | undefined,
): MenuAction | null {
  if (from?.type === 'category' && to?.type === 'category') {
    const fromIndex = categories.findIndex((category) => category.id === from.categoryId);
    const toIndex = categories.findIndex((category) => category.id === to.categoryId);
    return fromIndex >= 0 && toIndex >= 0 ? { type: 'moveCategory', from: fromIndex, to: toIndex } : null;
  }
  if (from?.type !== 'item' || from.categoryId === undefined || from.itemId === undefined) return null;
  const ref = { categoryId: from.categoryId, itemId: from.itemId };
  if (to?.type === 'category' && to.categoryId !== undefined) {
    return to.categoryId !== from.categoryId ? { type: 'moveItemToCategory', ref, toCategoryId: to.categoryId } : null;
  }
  if (to?.type === 'item' && selected) {
    const fromIndex = selected.items.findIndex((item) => item.id === from.itemId);
    const toIndex = selected.items.findIndex((item) => item.id === to.itemId);
    return fromIndex >= 0 && toIndex >= 0 ? { type: 'reorderItem', categoryId: selected.id, from: fromIndex, to: toIndex } : null;
  }
  return null;
}

/** The categories holding an error, marked so a person sent back by 'Invalid Menu' finds them. */
export function categoriesWithErrors(errors: FieldErrors, categories: readonly DraftCategory[]): Set<MenuId> {
  const ids = new Set<MenuId>();
  for (const path of Object.keys(errors)) {
    const match = /^categories\.(\d+)\./.exec(path);
    const category = match ? categories[Number(match[1])] : undefined;
    if (category) ids.add(category.id);
  }
  return ids;
}
