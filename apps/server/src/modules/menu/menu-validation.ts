import { MenuItemSchema, menuDocumentIssues, type SaveMenuBody, SaveMenuBodySchema } from '@brewline/contracts/menu';
import { validatorCompiler } from 'fastify-type-provider-zod';

/**
 * The menu save's body check (decision 131): exactly `SaveMenuBodySchema`, the builder's own schema, but an item whose
 * text was checked before is not checked again.
 *
 * Checking the whole 500 x 5 x 5 body with zod cost about a fifth of a save's CPU, and zod's copy of every part added
 * to the garbage collector's work; a save usually changes one item of many. zod is deterministic: the same item text
 * always gives the same answer and the same output. So the items a save sends are looked up by their JSON text among
 * those that passed before (in any save), and only the others go through `MenuItemSchema`. The rest of the body (the
 * menu's own fields, the categories without their items, `removed`, `version`) goes through `SaveMenuBodySchema`
 * itself with the items left out, and the whole-menu rules (`menuDocumentIssues`) run on the result, as the schema's
 * own refinement does.
 *
 * Anything else (a failure anywhere, a body of an unexpected shape) is answered by `SaveMenuBodySchema` on the whole
 * body, so a refused body gets the very issues and paths it always got.
 */

type Validator = (data: unknown) => { value: unknown } | { error: Error };

/** Item texts that passed `MenuItemSchema`, with its output; two generations, so the store never outgrows `maxChars`. */
export function createItemMemo(maxChars = 8_000_000) {
  let current = new Map<string, unknown>();
  let previous = new Map<string, unknown>();
  let chars = 0;
  return {
    get(text: string): unknown {
      const hit = current.get(text);
      if (hit !== undefined) return hit;
      const old = previous.get(text);
      if (old !== undefined) this.set(text, old);
      return old;
    },
    set(text: string, output: unknown) {
      if (chars + text.length > maxChars / 2) {
        previous = current;
        current = new Map();
        chars = 0;
      }
      current.set(text, output);
      chars += text.length;
    },
    get size() {
      return current.size + previous.size;
    },
  };
}
export type ItemMemo = ReturnType<typeof createItemMemo>;

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
      const text = JSON.stringify(item);
      let output = text === undefined ? undefined : memo.get(text);
      if (output === undefined) {
        const result = MenuItemSchema.safeParse(item);
        if (!result.success) return undefined;
        output = deepFreeze(result.data);
        if (text !== undefined) memo.set(text, output);
      }
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
