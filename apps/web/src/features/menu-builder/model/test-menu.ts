import type { DefaultOption, Menu, MenuItem, MenuOption, MenuValue } from '@brewline/contracts/schemas/menu';

/** A small valid menu for the model's unit tests: drinks, food with a complimentary item, events, an empty category. */

export const value = (id: number, text: string, priceCents: number): MenuValue => ({
  id,
  value: text,
  priceCents,
  isAvailable: true,
  soldOutUntil: null,
  childId: null,
});

export const option = (id: number, title: string, values: MenuValue[], extra: Partial<MenuOption> = {}): MenuOption => ({
  id,
  title,
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

export const item = (id: number, name: string, options: MenuOption[], extra: Partial<MenuItem> = {}): MenuItem => ({
  id,
  name,
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
  options,
  windows: [],
  ...extra,
});

export const milkDefault: DefaultOption = {
  id: 7,
  title: 'Milk',
  widgetType: 'allow_one',
  priceForAllCents: null,
  initialValue: null,
  isAvailable: true,
  maxNum: null,
  isOnTablet: true,
  values: [value(70, 'Whole', 0), value(71, 'Oat', 75)],
};

export const testMenu = (): Menu => ({
  name: 'Shop Menu',
  drinkMenuView: 'thumbnail',
  foodMenuView: 'list',
  categories: [
    {
      id: 1,
      title: 'Espresso',
      kind: 'drink',
      view: 'thumbnail',
      membersOnly: false,
      membersOnlyVisible: true,
      isEvents: false,
      station: 'drinks',
      windows: [],
      items: [
        item(10, 'Latte', [
          option(100, 'Size', [value(1000, 'Small', 350), value(1001, 'Large', 450)]),
          option(101, 'Milk', [value(70, 'Whole', 0), value(71, 'Oat', 75)], { widgetType: 'allow_one', defaultOptionId: 7 }),
        ]),
        item(
          11,
          'Mocha',
          [option(102, 'Size', [value(1004, 'Small', 400), value(1005, 'Medium', 450), value(1006, 'Large', 500)], { initialValue: 1 })],
          {
            discountUnit: '%',
            discountValue: 10,
          },
        ),
      ],
    },
    {
      id: 2,
      title: 'Pastries',
      kind: 'food',
      view: 'list',
      membersOnly: true,
      membersOnlyVisible: false,
      isEvents: false,
      station: 'drinks',
      windows: [],
      items: [
        item(12, 'Croissant', [], { pickupTime: '10-15 min', isComplimentary: true }),
        item(14, 'Muffin', [], { pickupTime: '10-15 min' }),
      ],
    },
    {
      id: 3,
      title: 'Events',
      kind: 'food',
      view: 'list',
      membersOnly: false,
      membersOnlyVisible: true,
      isEvents: true,
      station: 'food',
      windows: [],
      items: [item(13, 'Cupping night', [], { pickupTime: '10-15 min', isEvent: true, tickets: { remaining: 10, sold: 5 } })],
    },
    {
      id: 4,
      title: 'Empty',
      kind: 'drink',
      view: 'thumbnail',
      membersOnly: false,
      membersOnlyVisible: true,
      isEvents: false,
      station: 'drinks',
      windows: [],
      items: [],
    },
  ],
});
