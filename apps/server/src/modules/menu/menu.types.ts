// The menu's rows as the repository reads and writes them, shared by the repository, the cache and the service.
import type { AvailabilityWindow } from '@brewline/contracts/schemas/menu';

export interface MenuStamp {
  menuId: number;
  version: number;
  defaultsVersion: number;
}

export type Tickets = Map<number, { remaining: number; sold: number }>;

export interface CategoryData {
  id: number;
  position: number;
  title: string;
  kind: string;
  view: string;
  membersOnly: boolean;
  membersOnlyVisible: boolean;
  isEvents: boolean;
  station: string;
  windows: AvailabilityWindow[];
}
export interface ItemData {
  id: number;
  categoryId: number;
  position: number;
  name: string;
  imageKey: string | null;
  pickupTime: string;
  description: string | null;
  isAvailable: boolean;
  soldOutUntil: Date | null;
  isSpecial: boolean;
  isEvent: boolean;
  quantityRemaining: number | null;
  quantitySold: number | null;
  isComplimentary: boolean;
  isUpsell: boolean;
  discountUnit: string | null;
  discountValue: number | null;
  windows: AvailabilityWindow[];
}
export interface OptionData {
  id: number;
  ownerId: number;
  position: number;
  title: string;
  widgetType: string;
  priceForAllCents: number | null;
  initialValue: number | null;
  isAvailable: boolean;
  maxNum: number | null;
  isOnTablet: boolean;
}
export interface ValueData {
  id: number;
  optionId: number;
  position: number;
  value: string;
  priceCents: number;
  isAvailable: boolean;
  soldOutUntil: Date | null;
  childOptionId: number | null;
}
export interface LinkData {
  id: number;
  menuItemId: number;
  defaultOptionId: number;
  position: number;
}
export interface MenuRow {
  name: string;
  drinkMenuView: string;
  foodMenuView: string;
}
export interface LoadedMenu {
  stamp: MenuStamp;
  menuRow: MenuRow;
  rows: MenuRows;
}
export interface MenuRows {
  categories: CategoryData[];
  items: ItemData[];
  options: OptionData[];
  values: ValueData[];
  links: LinkData[];
  defaults: OptionData[];
  defaultValues: ValueData[];
}
