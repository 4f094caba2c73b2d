import {
  type CategoryKind,
  type PickupTime,
  NO_REMOVALS,
  defaultPickupTime,
  defaultStation,
  pictureForName,
} from '@brewline/contracts/menu';
import type { DefaultOption, Menu, MenuCategory, MenuItem, MenuOption } from '@brewline/contracts/schemas/menu';
import { STOCK_PICTURES } from '@brewline/contracts/menu-images';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberships } from '../../db/schema/memberships';
import { itemComplimentaryMemberships, menuItems, subsidies } from '../../db/schema/menu';
import { UNRECORDED_ACTIVITY } from '../../modules/activity/activity.rules';
import { createDefaultModifiersRepository } from '../../modules/default-modifiers/default-modifiers.repository';
import { createDefaultModifiersService } from '../../modules/default-modifiers/default-modifiers.service';
import { createMenuRepository } from '../../modules/menu/menu.repository';
import { createMenuService } from '../../modules/menu/menu.service';
import type { DemoArea } from '../demo-world';

let nextId = 0;
const newId = (kind: string) => `new-${kind}${++nextId}`;

const values = (entries: Array<[string, number]>) =>
  entries.map(([value, priceCents]) => ({ id: newId('v'), value, priceCents, isAvailable: true, soldOutUntil: null, childId: null }));

const option = (
  title: string,
  widgetType: MenuOption['widgetType'],
  entries: Array<[string, number]>,
  extra: Partial<MenuOption> = {},
): MenuOption => ({
  id: newId('o'),
  title,
  widgetType,
  priceForAllCents: null,
  // The Size rule: three sizes start on the middle one.
  initialValue: title === 'Size' && entries.length >= 3 ? 1 : null,
  isAvailable: true,
  maxNum: null,
  isOnTablet: true,
  defaultOptionId: null,
  values: values(entries),
  ...extra,
});

/** Small, Medium, Large from the small price, 50 cents a step (three sizes start on Medium). */
const sized = (small: number): MenuOption =>
  option('Size', 'exactly_one', [
    ['Small', small],
    ['Medium', small + 50],
    ['Large', small + 100],
  ]);
const regular = (price: number): MenuOption => option('Size', 'exactly_one', [['Regular', price]]);

/** A default modifier dropped into an item: only the link is saved; the title and values are the default's. */
const linked = (defaults: DefaultOption[], title: string): MenuOption => {
  const found = defaults.find((candidate) => candidate.title === title)!;
  return { ...found, id: newId('link'), defaultOptionId: found.id as number, values: [] };
};

const item = (kind: CategoryKind, name: string, description: string, options: MenuOption[], extra: Partial<MenuItem> = {}): MenuItem => ({
  id: newId('i'),
  name,
  imageKey: pictureForName(name, STOCK_PICTURES)?.imageKey ?? null,
  pickupTime: defaultPickupTime(kind),
  description,
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
  options,
  ...extra,
});

const category = (title: string, kind: CategoryKind, items: MenuItem[], extra: Partial<MenuCategory> = {}): MenuCategory => ({
  id: newId('c'),
  title,
  kind,
  view: kind === 'drink' ? 'thumbnail' : 'list',
  membersOnly: false,
  membersOnlyVisible: true,
  isEvents: false,
  station: defaultStation(kind),
  windows: [],
  items,
  ...extra,
});

const BLUEBIRD_DEFAULTS: DefaultOption[] = [
  {
    ...option('Milk', 'allow_one', [
      ['Whole', 0],
      ['2%', 0],
      ['Oat', 70],
      ['Almond', 70],
      ['Soy', 60],
    ]),
  },
  {
    ...option(
      'Syrups',
      'allow_multiple',
      [
        ['Vanilla', 60],
        ['Caramel', 60],
        ['Hazelnut', 60],
        ['Sugar-free Vanilla', 60],
      ],
      { priceForAllCents: 60 },
    ),
  },
  {
    ...option(
      'Extra Shots',
      'select_max',
      [
        ['One shot', 90],
        ['Two shots', 180],
      ],
      { maxNum: 1 },
    ),
  },
].map(({ defaultOptionId: _link, ...rest }) => rest);

/** Bluebird Coffee's menu: about forty items, drinks and food, specials, three default modifiers, two events. */
function bluebirdMenu(defaults: DefaultOption[]): Menu {
  const milkDrink = (name: string, description: string, small: number, extra: Partial<MenuItem> = {}) =>
    item(
      'drink',
      name,
      description,
      [sized(small), linked(defaults, 'Milk'), linked(defaults, 'Syrups'), linked(defaults, 'Extra Shots')],
      extra,
    );
  const coffee = (name: string, description: string, small: number, extra: Partial<MenuItem> = {}) =>
    item('drink', name, description, [sized(small), linked(defaults, 'Extra Shots')], extra);
  const tea = (name: string, description: string, small: number, withMilk = false) =>
    item('drink', name, description, [sized(small), ...(withMilk ? [linked(defaults, 'Milk'), linked(defaults, 'Syrups')] : [])]);
  const temperature = () =>
    option('Temperature', 'exactly_one', [
      ['Hot', 0],
      ['Iced', 0],
    ]);
  const pastry = (name: string, description: string, price: number, extra: Partial<MenuItem> = {}) =>
    item('food', name, description, [regular(price), option('Warmed', 'allow_one', [['Warm it up', 0]])], extra);
  const breakfast = (name: string, description: string, price: number, modifiers: Array<[string, number]>, extra: Partial<MenuItem> = {}) =>
    item('food', name, description, [regular(price), option('Add-ons', 'allow_multiple', modifiers)], extra);
  const event = (name: string, description: string, price: number, remaining: number, pickupTime: PickupTime) =>
    item('food', name, description, [option('Ticket', 'exactly_one', [['General admission', price]])], {
      isEvent: true,
      tickets: { remaining, sold: 0 },
      pickupTime,
    });

  return {
    name: 'Bluebird Coffee Menu',
    drinkMenuView: 'thumbnail',
    foodMenuView: 'list',
    categories: [
      category('Espresso Drinks', 'drink', [
        coffee('Espresso', 'A double shot of our Bluebird house blend.', 300),
        coffee('Americano', 'Espresso topped with hot water.', 350),
        milkDrink('Cappuccino', 'Espresso with a deep layer of foam.', 425),
        milkDrink('Latte', 'Espresso and silky steamed milk.', 450),
        milkDrink('Flat White', 'Ristretto shots with a thin layer of microfoam.', 450),
        milkDrink('Cortado', 'Equal parts espresso and warm milk.', 400),
        milkDrink('Caramel Macchiato', 'Vanilla, milk, espresso and a caramel drizzle.', 500),
        milkDrink('Mocha', 'Espresso, dark chocolate and steamed milk.', 500),
        milkDrink('White Chocolate Mocha', 'Espresso, white chocolate and steamed milk.', 525),
        milkDrink('Iced Latte', 'Espresso and cold milk over ice.', 475),
        milkDrink('Honey Lavender Latte', 'Local honey and lavender, a Bluebird favourite.', 550, { isSpecial: true }),
      ]),
      category('Brewed Coffee', 'drink', [
        coffee('House Drip Coffee', 'Our daily drip, free for Bluebird Regulars.', 275, { isComplimentary: true }),
        coffee('Pour Over', 'A single cup brewed by hand; ask for today’s origin.', 500, { pickupTime: '10-15 min' }),
        coffee('Cold Brew', 'Steeped for 18 hours, smooth and bold.', 450),
        coffee('Nitro Cold Brew', 'Cold brew on nitrogen, creamy without milk.', 525, { isAvailable: false }),
        coffee('Iced Coffee', 'Drip coffee brewed strong and poured over ice.', 375),
        item('drink', 'Café au Lait', 'Drip coffee with steamed milk.', [sized(375), linked(defaults, 'Milk')]),
      ]),
      category('Tea', 'drink', [
        tea('Chai Latte', 'Spiced black tea with steamed milk.', 475, true),
        tea('Matcha Latte', 'Stone-ground matcha whisked with milk.', 525, true),
        tea('London Fog', 'Earl Grey, vanilla and steamed milk.', 475, true),
        item('drink', 'Earl Grey Tea', 'Black tea with bergamot.', [sized(300), temperature()]),
        item('drink', 'Green Tea', 'Japanese sencha.', [sized(300), temperature()]),
        item('drink', 'Chamomile Tea', 'Caffeine-free herbal tea.', [sized(300)]),
      ]),
      category('Seasonal Specials', 'drink', [
        milkDrink('Pumpkin Spice Latte', 'Pumpkin, cinnamon and nutmeg with espresso.', 575, { isSpecial: true }),
        milkDrink('Maple Pecan Latte', 'Maple syrup and toasted pecan.', 575, { isSpecial: true }),
        milkDrink('Peppermint Mocha', 'Dark chocolate and peppermint.', 575, { isSpecial: true, discountUnit: '%', discountValue: 10 }),
        coffee('Gingerbread Cold Brew', 'Cold brew with gingerbread cream.', 550, { isSpecial: true }),
      ]),
      category('Pastries', 'food', [
        pastry('Butter Croissant', 'Flaky and baked every morning.', 375),
        pastry('Almond Croissant', 'Filled with almond cream.', 450),
        pastry('Blueberry Muffin', 'Oregon blueberries and a crumb top.', 375, { isUpsell: true }),
        pastry('Chocolate Chip Cookie', 'Brown butter and dark chocolate.', 300, { isUpsell: true }),
        pastry('Cinnamon Roll', 'With cream cheese frosting.', 450),
        pastry('Banana Bread', 'A thick slice, made in house.', 350, { discountUnit: '$', discountValue: 0.5 }),
        pastry('Cranberry Orange Scone', 'Glazed, with dried cranberries.', 375),
      ]),
      category(
        'Breakfast',
        'food',
        [
          breakfast('Everything Bagel', 'Toasted, with cream cheese.', 400, [
            ['Smoked salmon', 400],
            ['Tomato', 50],
            ['Capers', 50],
          ]),
          breakfast('Avocado Toast', 'Sourdough, avocado, chili flakes and lemon.', 900, [
            ['Poached egg', 200],
            ['Feta', 150],
          ]),
          breakfast('Breakfast Sandwich', 'Egg, cheddar and bacon on a brioche bun.', 850, [
            ['Extra egg', 150],
            ['Avocado', 200],
          ]),
          breakfast('Overnight Oats', 'Oats, chia, almond milk and berries.', 650, [['Granola', 75]]),
          breakfast('Yogurt Parfait', 'Greek yogurt, honey and granola.', 600, [['Extra berries', 100]]),
          breakfast('Smoked Salmon Bagel', 'Lox, cream cheese, red onion and capers.', 1200, [['Extra salmon', 400]], { isSpecial: true }),
        ],
        // Breakfast until 11 on weekdays, until noon at the weekend (decision 297).
        {
          windows: [
            { days: [1, 2, 3, 4, 5], startMinute: 6 * 60 + 30, endMinute: 11 * 60 },
            { days: [0, 6], startMinute: 7 * 60, endMinute: 12 * 60 },
          ],
        },
      ),
      category(
        'Events',
        'food',
        [
          event('Latte Art Workshop', 'Two hours at the bar with our head barista; milk and cups included.', 4500, 6, '45-60 min'),
          event('Coffee Cupping Night', 'Taste six single origins side by side, Thursday at 7 pm.', 2500, 12, '45-60 min'),
        ],
        { isEvents: true },
      ),
    ],
  };
}

/** The Harbor Roasters chain shop's menu: a short one its shops can copy (Overwrite Shop Menu). */
function harborMenu(): Menu {
  const drink = (name: string, description: string, small: number) =>
    item('drink', name, description, [
      sized(small),
      option('Milk', 'allow_one', [
        ['Whole', 0],
        ['Oat', 75],
      ]),
    ]);
  return {
    name: 'Harbor Roasters Menu',
    drinkMenuView: 'thumbnail',
    foodMenuView: 'list',
    categories: [
      category('Espresso Bar', 'drink', [
        item('drink', 'Espresso', 'Harbor Dark, pulled as a double.', [sized(325)]),
        drink('Latte', 'Espresso with steamed milk.', 475),
        drink('Cappuccino', 'Espresso with thick foam.', 450),
        item('drink', 'Americano', 'Espresso and hot water.', [sized(375)]),
      ]),
      category('Drip & Cold', 'drink', [
        item('drink', 'Harbor Drip Coffee', 'Roasted on Pier 57.', [sized(300)]),
        item('drink', 'Cold Brew', 'Steeped overnight.', [sized(475)]),
      ]),
      category('Bakery', 'food', [
        item('food', 'Butter Croissant', 'From the bakery next door.', [regular(400)]),
        item('food', 'Blueberry Muffin', 'Baked every morning.', [regular(375)]),
      ]),
    ],
  };
}

/**
 * Menus (what the Menu Builder and Default Modifiers edit). Saved through the same services as the builder, so the demo
 * menu is one the API accepts. Bluebird's events have tickets sold, and its drip coffee is complimentary for the
 * 'Bluebird Regulars' tier.
 */
export const seedMenu: DemoArea = async (tx, world) => {
  const db = tx as unknown as Database;
  const { bluebird, harbor } = world.shops;
  const defaults = await createDefaultModifiersService({ repository: createDefaultModifiersRepository(db), now: () => world.now }).save(
    bluebird,
    {
      options: BLUEBIRD_DEFAULTS,
      removed: [],
      version: 0,
    },
  );
  // The demo's menus are where the world starts, not a change someone made: the log's demo week is activity.ts's.
  const menuService = createMenuService({ repository: createMenuRepository(db), now: () => world.now, activity: UNRECORDED_ACTIVITY });
  const seeder = { loginId: world.logins.owner, clientAddress: null };
  const saved = await menuService.save(bluebird, { menu: bluebirdMenu(defaults.options), removed: NO_REMOVALS, version: 0 }, seeder);
  await menuService.save(harbor, { menu: harborMenu(), removed: NO_REMOVALS, version: 0 }, seeder);

  const items = saved.menu.categories.flatMap((each) => each.items);
  const idOf = (name: string) => items.find((each) => each.name === name)!.id as number;
  // Tickets sold so far (orders are another area's): total tickets = remaining + sold.
  await tx
    .update(menuItems)
    .set({ quantitySold: 14 })
    .where(eq(menuItems.id, idOf('Latte Art Workshop')));
  await tx
    .update(menuItems)
    .set({ quantitySold: 18 })
    .where(eq(menuItems.id, idOf('Coffee Cupping Night')));
  // House drip is complimentary for the Regulars, the Bean Club and the Insiders ('a free drink', 'unlimited drip'),
  // and a croissant for the Weekender; the platform pays a subsidy on the drip's sizes for the two drink tiers, so
  // Membership Value shows dues, comps and subsidies for Bluebird's tiers (decision 240). Subsidies are set by
  // platform administrators for the platform's tiers through the API (decision 062); the demo writes these rows
  // directly to stand for such a promotion.
  const tiers = await tx
    .select({ id: memberships.id, name: memberships.name })
    .from(memberships)
    .where(
      and(
        eq(memberships.shopId, bluebird),
        inArray(memberships.name, ['Bluebird Regulars', 'Bluebird Bean Club', 'Bluebird Insiders', 'Bluebird Weekender']),
      ),
    )
    .orderBy(memberships.id);
  const tierId = (name: string) => tiers.find((tier) => tier.name === name)?.id;
  const comps = [
    ['House Drip Coffee', 'Bluebird Regulars'],
    ['House Drip Coffee', 'Bluebird Bean Club'],
    ['House Drip Coffee', 'Bluebird Insiders'],
    ['Butter Croissant', 'Bluebird Weekender'],
  ].flatMap(([itemName, tierName]) => {
    const membershipId = tierId(tierName!);
    const found = items.find((each) => each.name === itemName);
    return membershipId && found ? [{ menuItemId: found.id as number, membershipId }] : [];
  });
  if (comps.length > 0) await tx.insert(itemComplimentaryMemberships).values(comps);
  const drip = items.find((each) => each.name === 'House Drip Coffee')!;
  const subsidyRows = ['Bluebird Bean Club', 'Bluebird Insiders'].flatMap((tierName) => {
    const membershipId = tierId(tierName);
    if (!membershipId) return [];
    return drip.options.flatMap((each) =>
      each.values.map((value) => ({
        shopId: bluebird,
        membershipId,
        menuItemId: drip.id as number,
        menuOptionId: each.id as number,
        optionValueId: value.id as number,
        amountCents: tierName === 'Bluebird Insiders' ? 125 : 100,
      })),
    );
  });
  if (subsidyRows.length > 0) await tx.insert(subsidies).values(subsidyRows);
};
