import { describe, expect, it } from 'vitest';
import { pictureForName } from './menu';
import { DefaultOptionSchema, MenuSchema, SaveMenuBodySchema, type Menu, type MenuItem, type MenuOption } from './schemas/menu';
import { messages } from './messages';

const value = (id: number | string, priceCents = 100) => ({
  id,
  value: `Value ${id}`,
  priceCents,
  isAvailable: true,
  soldOutUntil: null,
  childId: null,
});
const option = (id: number | string, values = [value(1), value(2)], extra: Partial<MenuOption> = {}): MenuOption => ({
  id,
  title: 'Size',
  widgetType: 'exactly_one',
  priceForAllCents: null,
  initialValue: null,
  isAvailable: true,
  maxNum: null,
  isOnTablet: true,
  values,
  defaultOptionId: null,
  ...extra,
});
const item = (id: number | string, extra: Partial<MenuItem> = {}): MenuItem => ({
  id,
  name: 'Latte',
  imageKey: null,
  pickupTime: '5-10 min',
  description: null,
  isAvailable: true,
  soldOutUntil: null,
  isSpecial: false,
  isEvent: false,
  tickets: null,
  isComplimentary: false,
  isUpsell: false,
  discountUnit: null,
  discountValue: null,
  // distinct option and value ids per item, so several items make a valid menu
  options: typeof id === 'number' ? [option(id * 10, [value(id * 100 + 1), value(id * 100 + 2)])] : [],
  windows: [],
  ...extra,
});
const EMPTY: Menu = { name: 'Shop Menu', drinkMenuView: 'thumbnail', foodMenuView: 'list', categories: [] };
const menuOf = (...items: MenuItem[]): Menu => ({
  ...EMPTY,
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
});

/** Every issue as 'path: message key'. */
const issuesOf = (input: unknown) => {
  const result = MenuSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};
const at = (path: string) => `categories.0.items.0.${path}`;

describe('MenuSchema: a valid menu', () => {
  it('passes, with saved and new ids, an empty menu too', () => {
    expect(issuesOf(menuOf(item(1), item('new-abc', { options: [option('new-o', [value('new-v', 0)])] })))).toEqual([]);
    expect(issuesOf(EMPTY)).toEqual([]);
  });

  it('every message it gives is a message key', () => {
    const bad = menuOf(
      item(1, { name: '', description: 'x'.repeat(301), discountValue: -1, options: [option(1, [value(1, -5)], { title: '' })] }),
    );
    for (const line of issuesOf(bad)) expect(Object.keys(messages)).toContain(line.split(': ')[1]);
  });
});

describe("MenuSchema: 'this is required' under each missing required field", () => {
  it.each([
    ['name', { name: '  ' }],
    ['pickupTime', { pickupTime: null }],
  ])('item %s', (field, patch) => {
    expect(issuesOf(menuOf(item(1, patch as Partial<MenuItem>)))).toEqual([`${at(field)}: menuFieldRequired`]);
  });

  it('option title and widget type', () => {
    const input = menuOf(item(1, { options: [{ ...option(1), title: '', widgetType: null } as unknown as MenuOption] }));
    expect(issuesOf(input)).toEqual([`${at('options.0.title')}: menuFieldRequired`, `${at('options.0.widgetType')}: menuFieldRequired`]);
  });

  it('value text and price; a zero price is fine', () => {
    const input = menuOf(item(1, { options: [option(1, [{ ...value(1), value: '', priceCents: null } as never, value(2, 0)])] }));
    expect(issuesOf(input)).toEqual([
      `${at('options.0.values.0.value')}: menuFieldRequired`,
      `${at('options.0.values.0.priceCents')}: menuFieldRequired`,
    ]);
  });

  it('select_max needs maxNum, even when another field of the option is wrong too', () => {
    expect(issuesOf(menuOf(item(1, { options: [option(1, undefined, { widgetType: 'select_max' })] })))).toEqual([
      `${at('options.0.maxNum')}: menuFieldRequired`,
    ]);
    expect(issuesOf(menuOf(item(1, { options: [option(1, undefined, { widgetType: 'select_max', maxNum: 2 })] })))).toEqual([]);
    expect(issuesOf(menuOf(item(1, { options: [option(1, undefined, { widgetType: 'select_max', title: '' })] })))).toEqual([
      `${at('options.0.title')}: menuFieldRequired`,
      `${at('options.0.maxNum')}: menuFieldRequired`,
    ]);
  });

  it('a category title', () => {
    const input = menuOf(item(1));
    input.categories[0]!.title = '';
    expect(issuesOf(input)).toEqual(['categories.0.title: menuFieldRequired']);
  });
});

describe('MenuSchema: limits', () => {
  it('a description of 300 characters passes, 301 does not', () => {
    expect(issuesOf(menuOf(item(1, { description: 'x'.repeat(300) })))).toEqual([]);
    expect(issuesOf(menuOf(item(1, { description: 'x'.repeat(301) })))).toEqual([`${at('description')}: menuDescriptionTooLong`]);
  });

  it('a category title of 300 characters passes, 301 does not', () => {
    const input = menuOf();
    input.categories[0]!.title = 'x'.repeat(300);
    expect(issuesOf(input)).toEqual([]);
    input.categories[0]!.title = 'x'.repeat(301);
    expect(issuesOf(input)).toEqual(['categories.0.title: menuFieldTooLong']);
  });

  it('prices are whole cents from 0 to 100,000', () => {
    expect(issuesOf(menuOf(item(1, { options: [option(1, [value(1, 100_000)])] })))).toEqual([]);
    for (const price of [-1, 100_001, 1.5]) {
      expect(issuesOf(menuOf(item(1, { options: [option(1, [value(1, price)])] })))).toEqual([
        `${at('options.0.values.0.priceCents')}: menuPriceInvalid`,
      ]);
    }
  });
});

describe('MenuSchema: the discount rule', () => {
  it('a value needs a unit', () => {
    expect(issuesOf(menuOf(item(1, { discountValue: 10 })))).toEqual([`${at('discountUnit')}: menuFieldRequired`]);
  });

  it('at most 100 for %, 1,000 for $, two decimals, above 0', () => {
    expect(issuesOf(menuOf(item(1, { discountValue: 100, discountUnit: '%' })))).toEqual([]);
    expect(issuesOf(menuOf(item(1, { discountValue: 999.99, discountUnit: '$' })))).toEqual([]);
    for (const [discountValue, discountUnit] of [
      [101, '%'],
      [1000.01, '$'],
      [1.005, '$'],
      [0, '%'],
    ] as const) {
      expect(issuesOf(menuOf(item(1, { discountValue, discountUnit })))).toEqual([`${at('discountValue')}: menuDiscountInvalid`]);
    }
  });

  it('a unit alone is allowed (no discount)', () => {
    expect(issuesOf(menuOf(item(1, { discountUnit: '%' })))).toEqual([]);
  });
});

describe('MenuSchema: the up-sell rule', () => {
  it('up-sell passes when another item is complimentary', () => {
    expect(issuesOf(menuOf(item(1, { isUpsell: true }), item(2, { isComplimentary: true })))).toEqual([]);
  });

  it('up-sell is refused without a complimentary item on the menu', () => {
    expect(issuesOf(menuOf(item(1, { isUpsell: true }), item(2)))).toEqual([`${at('isUpsell')}: menuUpsellNotAllowed`]);
  });

  it('a complimentary item cannot be an up-sell', () => {
    expect(issuesOf(menuOf(item(1, { isUpsell: true, isComplimentary: true })))).toEqual([`${at('isUpsell')}: menuUpsellNotAllowed`]);
  });
});

describe('MenuSchema: events', () => {
  it('an event item needs its tickets', () => {
    expect(issuesOf(menuOf(item(1, { isEvent: true })))).toEqual([`${at('tickets.remaining')}: menuFieldRequired`]);
    expect(issuesOf(menuOf(item(1, { isEvent: true, tickets: { remaining: 5, sold: 3 } })))).toEqual([]);
    expect(issuesOf(menuOf(item(1, { isEvent: true, tickets: { remaining: -1, sold: 0 } })))).toEqual([
      `${at('tickets.remaining')}: menuTicketsInvalid`,
    ]);
  });
});

describe('MenuSchema: ids', () => {
  it('are unique within their kind', () => {
    expect(issuesOf(menuOf(item(1), item(1, { options: [] })))).toEqual(['categories.0.items.1.id: menuDuplicateId']);
    expect(issuesOf(menuOf(item(1, { options: [option(5), option(5, [value(3), value(4)])] })))).toEqual([
      `${at('options.1.id')}: menuDuplicateId`,
    ]);
    expect(issuesOf(menuOf(item(1, { options: [option(5, [value(1), value(1)])] })))).toEqual([
      `${at('options.0.values.1.id')}: menuDuplicateId`,
    ]);
  });

  it('the same id may be used by parts of different kinds', () => {
    expect(issuesOf(menuOf(item(1, { options: [option(1, [value(1)])] })))).toEqual([]);
  });

  it("a linked default modifier's values are the default's and are not counted", () => {
    const linked = option(9, [value(1), value(2)], { defaultOptionId: 4 });
    expect(issuesOf(menuOf(item(1, { options: [option(5), linked] })))).toEqual([]);
  });

  it("new ids must look like 'new-…'; saved ids are positive integers", () => {
    expect(issuesOf(menuOf(item('abc')))).toHaveLength(1);
    expect(issuesOf(menuOf(item(0, { options: [] })))).toHaveLength(1);
    expect(issuesOf(menuOf(item('new-a b')))).toHaveLength(1);
  });
});

describe('SaveMenuBodySchema and DefaultOptionSchema', () => {
  it('removals are saved ids only', () => {
    const body = { menu: menuOf(item(1)), removed: { categories: [], items: [2], options: [], values: [] }, version: 0 };
    expect(SaveMenuBodySchema.safeParse(body).success).toBe(true);
    expect(SaveMenuBodySchema.safeParse({ ...body, removed: { ...body.removed, items: ['new-x'] } }).success).toBe(false);
  });

  it('a default modifier follows the option rules, select_max included', () => {
    const { defaultOptionId: _link, ...fields } = option(3);
    expect(DefaultOptionSchema.safeParse(fields).success).toBe(true);
    const result = DefaultOptionSchema.safeParse({ ...fields, widgetType: 'select_max' });
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual(['maxNum: menuFieldRequired']);
  });
});

describe('pictureForName', () => {
  const library = [{ name: 'Latte' }, { name: 'Iced latte' }, { name: 'Tea' }];

  it('picks the longest library name contained in the item name, without case', () => {
    expect(pictureForName('Vanilla ICED LATTE', library)?.name).toBe('Iced latte');
    expect(pictureForName('Oat latte', library)?.name).toBe('Latte');
    expect(pictureForName('Croissant', library)).toBeNull();
    expect(pictureForName('  ', library)).toBeNull();
  });
});
