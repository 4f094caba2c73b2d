import {
  closestCenter,
  type CollisionDetection,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
  pointerWithin,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The builder's drag rules, in one place: a category moves among categories; an item moves within its own list
 * (regular or specials) or onto another category's button, which moves it to that category.
 */
interface DragData {
  type?: 'category' | 'item';
  list?: 'regular' | 'special';
}

const dataOf = (container: { data: { current?: unknown } }) => (container.data.current ?? {}) as DragData;

/** May `target` receive what is being dragged? */
function accepts(active: DragData, target: DragData, arrowKey?: string): boolean {
  if (active.type === 'category') return target.type === 'category';
  if (active.type === 'item') {
    if (target.type === 'item')
      return target.list === active.list && (arrowKey === undefined || arrowKey === 'ArrowUp' || arrowKey === 'ArrowDown');
    // Sideways arrows (towards the category column, on either side in right-to-left) reach the category buttons.
    if (target.type === 'category') return arrowKey === undefined || arrowKey === 'ArrowLeft' || arrowKey === 'ArrowRight';
  }
  return false;
}

/**
 * With a pointer: a category button under the pointer wins (drop an item on it); else the nearest accepted target.
 * From the keyboard (no pointer): the category whose button the moved item has been brought to, else the nearest item.
 */
export const builderCollision: CollisionDetection = (args) => {
  const active = dataOf(args.active);
  const accepted = args.droppableContainers.filter((container) => accepts(active, dataOf(container)));
  if (active.type === 'item') {
    const categories = accepted.filter((container) => dataOf(container).type === 'category');
    if (args.pointerCoordinates) {
      const within = pointerWithin({ ...args, droppableContainers: categories });
      if (within.length > 0) return within;
    } else {
      const hit = categories.find((container) => {
        const rect = args.droppableRects.get(container.id);
        return rect && Math.abs(rect.top - args.collisionRect.top) < 4 && Math.abs(rect.left - args.collisionRect.left) < 4;
      });
      if (hit) return [{ id: hit.id, data: { droppableContainer: hit, value: 0 } }];
    }
    return closestCenter({ ...args, droppableContainers: accepted.filter((container) => dataOf(container).type === 'item') });
  }
  return closestCenter({ ...args, droppableContainers: accepted });
};

/**
 * Space lifts, the arrows move between the places the dragged thing may go, Space drops, Escape cancels: dnd-kit's
 * sortable keyboard moves, limited to the accepted targets so an arrow never jumps into the wrong column. An item
 * moves up and down its list; a sideways arrow takes it onto its own category's button, where up and down move it
 * along the categories and a sideways arrow brings it back to the list.
 */
export const builderKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { context } = args;
  const active = context.active ? (dataOf(context.active) as DragData & { categoryId?: unknown }) : {};
  const all = context.droppableContainers;
  const vertical = event.code === 'ArrowUp' || event.code === 'ArrowDown';
  let allowed = (entry: DroppableContainer) => accepts(active, dataOf(entry));
  if (active.type === 'item') {
    const overCategory = context.over ? dataOf(context.over).type === 'category' : false;
    const own = (entry: DroppableContainer) =>
      (entry.data.current as { categoryId?: unknown } | undefined)?.categoryId === active.categoryId;
    if (overCategory === vertical) allowed = (entry) => dataOf(entry).type === 'category' && (vertical || own(entry));
    else allowed = (entry) => dataOf(entry).type === 'item' && dataOf(entry).list === active.list;
  }
  const filtered = {
    getEnabled: () => all.getEnabled().filter(allowed),
    get: (id: Parameters<typeof all.get>[0]) => all.get(id),
  } as unknown as typeof all;
  return sortableKeyboardCoordinates(event, { ...args, context: { ...context, droppableContainers: filtered } });
};

const labelOf = (entry: { data: { current?: unknown } } | null) => ((entry?.data.current ?? {}) as { label?: string }).label ?? '';

/**
 * What a screen reader hears while dragging, in the page's language and with the names on screen (dnd-kit's own
 * announcements are English and speak internal ids).
 */
export function useDragAccessibility() {
  const { t } = useTranslation('menu-builder');
  return useMemo(
    () => ({
      screenReaderInstructions: { draggable: t('dnd.instructions') },
      announcements: {
        onDragStart: ({ active }: { active: { data: { current?: unknown } } }) => t('dnd.pickedUp', { name: labelOf(active) }),
        onDragOver: ({ active, over }: { active: { data: { current?: unknown } }; over: { data: { current?: unknown } } | null }) =>
          over ? t('dnd.over', { name: labelOf(active), target: labelOf(over) }) : t('dnd.notOver', { name: labelOf(active) }),
        onDragEnd: ({ active, over }: { active: { data: { current?: unknown } }; over: { data: { current?: unknown } } | null }) =>
          over ? t('dnd.dropped', { name: labelOf(active), target: labelOf(over) }) : t('dnd.notDropped', { name: labelOf(active) }),
        onDragCancel: ({ active }: { active: { data: { current?: unknown } } }) => t('dnd.cancelled', { name: labelOf(active) }),
      },
    }),
    [t],
  );
}
