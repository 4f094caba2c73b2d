import { type Menu, MenuItemSchema, type SaveMenuBody, SaveMenuBodySchema } from '@brewline/contracts/schemas/menu';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkSaveMenuBody, createItemMemo, saveMenuBodyValidator } from './menu-validation';

type Item = Menu['categories'][number]['items'][number];

const item = (id: number | string, change: Partial<Item> = {}): Item => ({
  id,
  name: `Item ${id}`,
  imageKey: null,
  pickupTime: '5-10 min',
  description: 'A description',
  isAvailable: true,
  soldOutUntil: null,
  isSpecial: false,
  isEvent: false,
  tickets: null,
  isComplimentary: false,
  isUpsell: false,
  discountUnit: null,
  discountValue: null,
  windows: [],
  options: [
    {
      id: typeof id === 'number' ? id * 10 : `${id}-o`,
      title: 'Size',
      widgetType: 'exactly_one',
      priceForAllCents: null,
      initialValue: null,
      isAvailable: true,
      maxNum: null,
      isOnTablet: true,
      defaultOptionId: null,
      values: [
        {
          id: typeof id === 'number' ? id * 100 : `${id}-v`,
          value: 'Regular',
          priceCents: 0,
          isAvailable: true,
          soldOutUntil: null,
          childId: null,
        },
      ],
    },
  ],
  ...change,
});

const body = (items: Item[], change: Partial<Menu> = {}): SaveMenuBody => ({
  menu: {
    name: 'Shop Menu',
    drinkMenuView: 'thumbnail',
    foodMenuView: 'list',
    categories: [
      {
        id: 1,
        title: 'Coffee',
        kind: 'drink',
        view: 'thumbnail',
        membersOnly: false,
        membersOnlyVisible: true,
        isEvents: false,
        station: 'drinks',
        windows: [],
        items,
      },
    ],
    ...change,
  },
  removed: { categories: [], items: [], options: [], values: [] },
  version: 3,
});

/** What Fastify answers with the schema's own validator: the error's message and issues, or the value. */
const whole = validatorCompiler({ schema: SaveMenuBodySchema, method: 'PUT', url: '/', httpPart: 'body' }) as (data: unknown) => {
  value?: unknown;
  error?: Error & { validation?: unknown };
};
const outcome = (result: { value?: unknown; error?: Error & { validation?: unknown } }) =>
  result.error ? { error: result.error.message, validation: result.error.validation } : { value: result.value };

afterEach(() => vi.restoreAllMocks());

describe('the menu save body check (decision 131)', () => {
  it('answers what SaveMenuBodySchema answers for a valid body, trimmed texts and left-out fields included', () => {
    const data = body([item(1, { name: '  Latte  ' }), item('new-a')]);
    (data.menu as Record<string, unknown>).extra = 'dropped';
    (data.menu.categories[0]!.items[0] as Record<string, unknown>).extra = 'dropped';
    const expected = SaveMenuBodySchema.parse(data);
    const validate = saveMenuBodyValidator(createItemMemo());
    expect(validate(structuredClone(data))).toEqual({ value: expected });
    // The second time, from the kept items: the same answer.
    expect(validate(structuredClone(data))).toEqual({ value: expected });
    expect(expected.menu.categories[0]!.items[0]!.name).toBe('Latte');
  });

  it('checks only the items it has not checked before', () => {
    const memo = createItemMemo();
    const items = Array.from({ length: 20 }, (_, i) => item(i + 1));
    expect(checkSaveMenuBody(structuredClone(body(items)), memo)).toBeDefined();
    const check = vi.spyOn(MenuItemSchema, 'safeParse');
    const changed = items.map((it, i) => (i === 7 ? { ...it, name: 'Renamed' } : it));
    const checked = checkSaveMenuBody(structuredClone(body(changed)), memo);
    expect(check).toHaveBeenCalledTimes(1);
    expect(checked!.menu.categories[0]!.items[7]!.name).toBe('Renamed');
    expect(checked).toEqual(SaveMenuBodySchema.parse(body(changed)));
  });

  it('refuses every invalid body with the very error the whole schema gives, even when its items were checked before', () => {
    const memo = createItemMemo();
    const validate = saveMenuBodyValidator(memo);
    const good = body([item(1), item(2, { isComplimentary: true }), item(3, { isUpsell: true })]);
    expect(validate(structuredClone(good))).toHaveProperty('value');
    const cases: unknown[] = [
      // an item's own field
      body([item(1, { name: '   ' }), item(2)]),
      body([item(1, { discountValue: 5 })]),
      // a kept item that the whole-menu rules now refuse: up-sell without a complimentary item on the menu
      body([item(1), item(3, { isUpsell: true })]),
      // the same id twice, each item valid alone
      body([item(1), item(1)]),
      // the menu's own fields and the category's, around kept items
      body([item(1), item(2)], { name: ' ' }),
      { ...good, menu: { ...good.menu, categories: [{ ...good.menu.categories[0]!, title: '' }] } },
      { ...good, version: -1 },
      { ...good, removed: { categories: [], items: ['x'], options: [], values: [] } },
      // shapes this path leaves to the schema
      null,
      'menu',
      { ...good, menu: { ...good.menu, categories: 'none' } },
      { ...good, menu: { ...good.menu, categories: [null] } },
      { ...good, menu: { ...good.menu, categories: [{ ...good.menu.categories[0]!, items: {} }] } },
      body([item(1), 7 as unknown as Item]),
    ];
    for (const data of cases) {
      const result = validate(structuredClone(data));
      expect(result, JSON.stringify(data)?.slice(0, 80)).toHaveProperty('error');
      expect(outcome(result as never)).toEqual(outcome(whole(structuredClone(data))));
    }
  });

  it('keeps the items it shares between saves frozen', () => {
    const memo = createItemMemo();
    const first = checkSaveMenuBody(body([item(1)]), memo)!;
    const second = checkSaveMenuBody(body([item(1)]), memo)!;
    const kept = second.menu.categories[0]!.items[0]!;
    expect(kept).toBe(first.menu.categories[0]!.items[0]);
    expect(() => {
      kept.options[0]!.values[0]!.priceCents = 5;
    }).toThrow(TypeError);
  });

  it('knows an item sent again with its fields in another order, and checks one whose value changed (even -0 for 0)', () => {
    const memo = createItemMemo();
    checkSaveMenuBody(body([item(1), item(2)]), memo);
    const check = vi.spyOn(MenuItemSchema, 'safeParse');
    const reordered = Object.fromEntries(Object.entries(item(1)).reverse()) as Item;
    expect(checkSaveMenuBody(body([reordered, item(2)]), memo)).toEqual(SaveMenuBodySchema.parse(body([item(1), item(2)])));
    expect(check).not.toHaveBeenCalled();
    const negative = item(2);
    negative.options[0]!.values[0]!.priceCents = -0;
    checkSaveMenuBody(body([item(1), negative]), memo);
    checkSaveMenuBody(body([item(1), item(2, { description: null })]), memo);
    checkSaveMenuBody(body([item(1), { ...item(2), extra: true } as Item]), memo);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('keeps at most its size of items, the most recently used surviving', () => {
    const memo = createItemMemo(8);
    for (let i = 1; i <= 40; i++) checkSaveMenuBody(body([item(i)]), memo);
    expect(memo.size).toBeLessThanOrEqual(8);
    const check = vi.spyOn(MenuItemSchema, 'safeParse');
    checkSaveMenuBody(body([item(40)]), memo);
    expect(check).not.toHaveBeenCalled();
    checkSaveMenuBody(body([item(1)]), memo);
    expect(check).toHaveBeenCalledTimes(1);
  });
});
