import {
  closestCenter,
  type CollisionDetection,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
  pointerWithin,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

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
 * sortable keyboard moves, limited to the accepted targets so an arrow never jumps into the other column.
 */
export const builderKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { context } = args;
  const active = context.active ? dataOf(context.active) : {};
  const all = context.droppableContainers;
  const allowed = (entry: DroppableContainer | undefined) => entry !== undefined && accepts(active, dataOf(entry), event.code);
  const filtered = {
    getEnabled: () => all.getEnabled().filter(allowed),
    get: (id: Parameters<typeof all.get>[0]) => all.get(id),
  } as unknown as typeof all;
  return sortableKeyboardCoordinates(event, { ...args, context: { ...context, droppableContainers: filtered } });
};
