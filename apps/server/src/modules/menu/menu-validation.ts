import { menuDocumentIssues } from '@brewline/contracts/menu';
import { MenuItemSchema, type SaveMenuBody, SaveMenuBodySchema } from '@brewline/contracts/schemas/menu';
import { validatorCompiler } from 'fastify-type-provider-zod';

/**
 * The menu save's body check (decision 131): exactly `SaveMenuBodySchema`, the builder's own schema, but an item the
 * same as one checked before is not checked again.
 *
 * Checking the whole 500 x 5 x 5 body with zod cost about a fifth of a save's CPU, and zod's copy of every part added
 * to the garbage collector's work; a save usually changes one item of many. zod is deterministic: the same item
 * always gives the same answer and the same output. So each item a save sends is compared (by value) with the last one
 * of its id that passed, and only the others go through `MenuItemSchema`. The rest of the body (the
 * menu's own fields, the categories without their items, `removed`, `version`) goes through `SaveMenuBodySchema`
 * itself with the items left out, and the whole-menu rules (`menuDocumentIssues`) run on the result, as the schema's
 * own refinement does.
 *
 * Anything else (a failure anywhere, a body of an unexpected shape) is answered by `SaveMenuBodySchema` on the whole
 * body, so a refused body gets the very issues and paths it always got.
 */

type Validator = (data: unknown) => { value: unknown } | { error: Error };

/**
 * Items that passed `MenuItemSchema` (the body's item as sent, and zod's output), by id: the latest of each id, in two
 * generations so the store never holds more than `maxItems` (a 500-item menu is 500).
 */
export function createItemMemo(maxItems = 20_000) {
  let current = new Map<unknown, { input: unknown; output: unknown }>();
  let previous = new Map<unknown, { input: unknown; output: unknown }>();
  return {
    get(id: unknown): { input: unknown; output: unknown } | undefined {
      const hit = current.get(id);
      if (hit !== undefined) return hit;
      const old = previous.get(id);
      if (old !== undefined) this.set(id, old);
      return old;
    },
    set(id: unknown, entry: { input: unknown; output: unknown }) {
      if (current.size >= maxItems / 2 && !current.has(id)) {
        previous = current;
        current = new Map();
      }
      current.set(id, entry);
    },
    get size() {
      return current.size + previous.size;
    },
  };
}
export type ItemMemo = ReturnType<typeof createItemMemo>;

/**
 * Whether two values read from JSON are the same value (key order aside: zod's output does not depend on it).
 * Walks both without making anything, so comparing 15,000 parts costs a few milliseconds.
 */
function sameJson(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let keys = 0;
  for (const key in x) {
    if (!Object.hasOwn(y, key) || !sameJson(x[key], y[key])) return false;
    keys++;
  }
  for (const key in y) if (Object.hasOwn(y, key)) keys--;
  return keys === 0;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Kept outputs are shared by every later save that sends the same item: frozen, so none can change them. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
    Object.freeze(value);
  }
  return value;
}

/**
 * The checked body, or undefined when it is not valid (or not of a shape this path handles): the caller then checks
 * the whole body with the schema. Items taken from `memo` are shared between saves: they are never changed.
 */
export function checkSaveMenuBody(data: unknown, memo: ItemMemo): SaveMenuBody | undefined {
  if (!isObject(data) || !isObject(data.menu) || !Array.isArray(data.menu.categories)) return undefined;
  const categories = data.menu.categories as unknown[];
  const items: unknown[][] = [];
  const frameCategories: unknown[] = [];
  for (const category of categories) {
    if (!isObject(category) || !Array.isArray(category.items)) return undefined;
    const checked: unknown[] = [];
    for (const item of category.items as unknown[]) {
      const id = isObject(item) ? item.id : undefined;
      const kept = memo.get(id);
      if (kept !== undefined && sameJson(item, kept.input)) {
        checked.push(kept.output);
        continue;
      }
      const result = MenuItemSchema.safeParse(item);
      if (!result.success) return undefined;
      const output = deepFreeze(result.data);
      // zod never changes its input: the item as sent is kept as it is, to compare the next save's with.
      if (typeof id === 'number' || typeof id === 'string') memo.set(id, { input: item, output });
      checked.push(output);
    }
    items.push(checked);
    frameCategories.push({ ...category, items: [] });
  }
  // Everything but the items, by the schema itself (its whole-menu rules then see no items: any issue they find in
  // the frame, they find in the whole body too).
  const frame = SaveMenuBodySchema.safeParse({ ...data, menu: { ...data.menu, categories: frameCategories } });
  if (!frame.success) return undefined;
  const body = frame.data;
  body.menu.categories.forEach((category, c) => {
    category.items = items[c] as SaveMenuBody['menu']['categories'][number]['items'];
  });
  if (menuDocumentIssues(body.menu).length > 0) return undefined;
  return body;
}

/** The PUT body's validator for Fastify: the path above, and the schema's own answer for anything it refuses. */
export function saveMenuBodyValidator(memo: ItemMemo = createItemMemo()): Validator {
  const whole = validatorCompiler({
    schema: SaveMenuBodySchema,
    method: 'PUT',
    url: '/api/shops/:shopId/menu',
    httpPart: 'body',
  }) as Validator;
  return (data) => {
    const body = checkSaveMenuBody(data, memo);
    return body === undefined ? whole(data) : { value: body };
  };
}
