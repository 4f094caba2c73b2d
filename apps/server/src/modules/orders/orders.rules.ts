import type { MessageKey } from '@brewline/contracts/messages';
import type { OrderItemInput } from '@brewline/contracts/schemas/orders';
import { type ShopSchedule, type WindowLayers, offerAt } from '@brewline/contracts/availability';
import { AppError } from '../../errors';

/**
 * The order's rules, without the database (decision 082): the order is checked against the shop's menu as loaded,
 * and every price is computed here from it; the app's prices are never trusted.
 */

/** The platform fee: 8% of each transaction's amount, card fees included (issue 9). */
export const FEE_PERCENT = 8;

/** The fee of an amount, rounded half away from zero to the cent (a refund's fee is negative, the mirror of its order's). */
export function feeCents(totalCents: number, feePercent: number = FEE_PERCENT): number {
  const fee = Math.round((Math.abs(totalCents) * feePercent) / 100);
  return totalCents < 0 ? -fee : fee;
}

/** Sales tax on an amount, to the cent (taxPercent e.g. 8.875). */
export function taxCents(taxableCents: number, taxPercent: number): number {
  return Math.round((taxableCents * taxPercent) / 100);
}

interface MenuValueRow {
  id: number;
  optionId: number;
  value: string;
  priceCents: number;
  isAvailable: boolean;
  soldOutUntil: Date | null;
  childOptionId: number | null;
}
export interface MenuOptionRow {
  id: number;
  title: string;
  widgetType: string;
  priceForAllCents: number | null;
  isAvailable: boolean;
  maxNum: number | null;
  values: MenuValueRow[];
}
export interface MenuItemRow {
  id: number;
  shopId: number;
  name: string;
  categoryTitle: string | null;
  membersOnly: boolean;
  archived: boolean;
  isAvailable: boolean;
  soldOutUntil: Date | null;
  isEvent: boolean;
  quantityRemaining: number | null;
  discountUnit: string | null;
  discountValue: number | null;
  /** Its prep-time choice ('5-10 min') and its category's station, for the pick-up time (decision 300). */
  pickupTime: string;
  station: string | null;
  /** Its category's availability windows and its own (decision 297). */
  windowLayers: WindowLayers;
  /** The item's own options (values refer to menu_option_values). */
  options: MenuOptionRow[];
  /** The default modifiers dropped into it (values refer to default_option_values). */
  defaultOptions: MenuOptionRow[];
}

/**
 * The first item of an order that is not offered at `at` by its availability windows (decision 297), with when it is
 * next offered (null: not in the coming week); null when every item is offered.
 */
export function itemNotOffered(
  items: Iterable<Pick<MenuItemRow, 'name' | 'windowLayers'>>,
  schedule: ShopSchedule,
  at: Date,
): { name: string; next: Date | null } | null {
  for (const item of items) {
    const offer = offerAt(item.windowLayers, schedule, at);
    if (!offer.offeredNow) return { name: item.name, next: offer.nextOfferedAt };
  }
  return null;
}

/** When an item is next offered, as the refusal's English text says it: the shop's weekday and time ('Mon 6:30 AM'). */
export const shopTimeWords = (at: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: 'numeric', minute: '2-digit' }).format(at);

/** What a member's tier gives on this order. */
export interface MemberBenefits {
  complimentaryItemIds: ReadonlySet<number>;
  complimentaryMenuValueIds: ReadonlySet<number>;
  complimentaryDefaultValueIds: ReadonlySet<number>;
  /** 0 when the tier gives no discount. */
  discountPercent: number;
}

export interface PromoRule {
  code: string;
  menuItemId: number | null;
  valueUnit: string;
  percentOff: number | null;
  amountOffCents: number | null;
  maxDiscountCents: number | null;
  minOrderCents: number | null;
}

/** A promo code as stored: what its rule and its usability are read from. */
export interface PromoCodeRow {
  id: number;
  code: string;
  menuItemId: number | null;
  valueUnit: string;
  percentOff: string | number | null;
  amountOffCents: number | null;
  maxDiscountCents: number | null;
  minOrderCents: number | null;
  isActive: boolean;
  startDate: string;
  endDate: string | null;
  totalRedeemCount: number | null;
  userRedeemCount: number | null;
  newUsersOnly: boolean;
}

/** How often a code was redeemed in all and by this customer, and how many orders the customer placed before. */
export interface PromoCounts {
  total: number;
  byCustomer: number;
  customerOrders: number;
}

/**
 * Whether a code may be redeemed now (decision 085): active, within its dates (the shop's calendar day), under its
 * total and per-customer counts, and for a new-customers code, the customer's first order at the shop.
 */
export const promoUsable = (promo: PromoCodeRow, counts: PromoCounts, today: string): boolean =>
  promo.isActive &&
  promo.startDate <= today &&
  (promo.endDate === null || promo.endDate >= today) &&
  (promo.totalRedeemCount === null || counts.total < promo.totalRedeemCount) &&
  (promo.userRedeemCount === null || counts.byCustomer < promo.userRedeemCount) &&
  (!promo.newUsersOnly || counts.customerOrders === 0);

/** The pricing rule of a stored code. */
export const promoRuleOf = (promo: PromoCodeRow): PromoRule => ({
  code: promo.code,
  menuItemId: promo.menuItemId,
  valueUnit: promo.valueUnit,
  percentOff: promo.percentOff === null ? null : Number(promo.percentOff),
  amountOffCents: promo.amountOffCents,
  maxDiscountCents: promo.maxDiscountCents,
  minOrderCents: promo.minOrderCents,
});

interface PricedOption {
  optionTitle: string;
  value: string;
  priceCents: number;
  menuOptionValueId: number | null;
  defaultOptionValueId: number | null;
}
export interface PricedLine {
  menuItemId: number;
  name: string;
  categoryTitle: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  discountCents: number;
  isComplimentary: boolean;
  isEvent: boolean;
  ticketsTracked: boolean;
  options: PricedOption[];
}
export interface PricedOrder {
  lines: PricedLine[];
  subtotalCents: number;
  discountCents: number;
  promoDiscountCents: number;
  taxCents: number;
  tipCents: number;
  totalCents: number;
  feeCents: number;
  netCents: number;
}

const refuse = (key: MessageKey, field: string) => new AppError(400, 'VALIDATION_FAILED', key, field);

/** Sold out: unavailable, unless 'sold out until' has passed (decision 058). */
export const isSoldOut = (part: { isAvailable: boolean; soldOutUntil: Date | null }, now: Date) =>
  !part.isAvailable && (part.soldOutUntil === null || part.soldOutUntil.getTime() > now.getTime());

/** Whether `count` chosen values follow the option's widget type. */
export function followsWidgetRule(widgetType: string, maxNum: number | null, count: number): boolean {
  switch (widgetType) {
    case 'exactly_one':
      return count === 1;
    case 'allow_one':
      return count <= 1;
    case 'one_or_more':
      return count >= 1;
    case 'select_max':
      return count <= (maxNum ?? 0);
    default:
      // allow_multiple
      return true;
  }
}

/** The item's own discount on a line: a percent of it, or dollars off each one, never more than the line. */
export function itemDiscountCents(item: Pick<MenuItemRow, 'discountUnit' | 'discountValue'>, lineCents: number, quantity: number): number {
  if (item.discountValue === null || item.discountUnit === null || lineCents <= 0) return 0;
  const off =
    item.discountUnit === '%' ? Math.round((lineCents * item.discountValue) / 100) : Math.round(item.discountValue * 100) * quantity;
  return Math.min(off, lineCents);
}

/** A promo code's discount on the eligible amount (item discounts already off): percent with its cap, or dollars. */
export function promoDiscountCents(promo: PromoRule, eligibleCents: number): number {
  if (eligibleCents <= 0) return 0;
  const off =
    promo.valueUnit === 'percent'
      ? Math.min(Math.round((eligibleCents * (promo.percentOff ?? 0)) / 100), promo.maxDiscountCents ?? Number.MAX_SAFE_INTEGER)
      : (promo.amountOffCents ?? 0);
  return Math.max(0, Math.min(off, eligibleCents));
}

/** One line checked against its item (found on the shop's menu) and priced: values, rules, complimentary, discount. */
export function priceLine(input: OrderItemInput, index: number, item: MenuItemRow, member: MemberBenefits | null, now: Date): PricedLine {
  const field = `items.${index}`;
  if (item.isEvent && item.quantityRemaining !== null && item.quantityRemaining < input.quantity) {
    throw refuse('orderTicketsSoldOut', field);
  }
  if (isSoldOut(item, now)) throw refuse('orderItemSoldOut', field);
  if (item.membersOnly && !member) throw refuse('orderMembershipInvalid', field);

  // Every value chosen, found among the item's own options or its default modifiers (never another item's).
  const chosen = new Map<MenuOptionRow, MenuValueRow[]>();
  const pick = (ids: number[], options: MenuOptionRow[], kind: 'menu' | 'default') => {
    const seen = new Set<number>();
    for (const id of ids) {
      if (seen.has(id)) throw refuse('orderValueInvalid', `${field}.${kind === 'menu' ? 'optionValueIds' : 'defaultOptionValueIds'}`);
      seen.add(id);
      const option = options.find((candidate) => candidate.values.some((value) => value.id === id));
      const value = option?.values.find((candidate) => candidate.id === id);
      if (!option || !value || !option.isAvailable || isSoldOut(value, now)) {
        throw refuse('orderValueInvalid', `${field}.${kind === 'menu' ? 'optionValueIds' : 'defaultOptionValueIds'}`);
      }
      chosen.set(option, [...(chosen.get(option) ?? []), value]);
    }
  };
  pick(input.optionValueIds, item.options, 'menu');
  pick(input.defaultOptionValueIds, item.defaultOptions, 'default');

  // Widget rules: every available option the customer sees (top level, or a nested one a chosen value opened).
  const check = (options: MenuOptionRow[]) => {
    const childIds = new Set(options.flatMap((option) => option.values.map((value) => value.childOptionId)).filter((id) => id !== null));
    const opened = new Set([...chosen.values()].flat().map((value) => value.childOptionId));
    for (const option of options) {
      const count = chosen.get(option)?.length ?? 0;
      const shown = option.isAvailable && (!childIds.has(option.id) || opened.has(option.id));
      if (!shown) {
        if (count > 0) throw refuse('orderValueInvalid', field);
        continue;
      }
      if (!followsWidgetRule(option.widgetType, option.maxNum, count)) throw refuse('orderOptionRule', field);
    }
  };
  check(item.options);
  check(item.defaultOptions);

  const isComplimentary = member?.complimentaryItemIds.has(item.id) ?? false;
  const options: PricedOption[] = [];
  for (const [option, values] of chosen) {
    const isDefault = item.defaultOptions.includes(option);
    for (const value of values) {
      const free = isDefault ? member?.complimentaryDefaultValueIds.has(value.id) : member?.complimentaryMenuValueIds.has(value.id);
      options.push({
        optionTitle: option.title,
        value: value.value,
        priceCents: free ? 0 : (option.priceForAllCents ?? value.priceCents),
        menuOptionValueId: isDefault ? null : value.id,
        defaultOptionValueId: isDefault ? value.id : null,
      });
    }
  }
  const unitPriceCents = options.reduce((sum, option) => sum + option.priceCents, 0);
  const totalCents = isComplimentary ? 0 : unitPriceCents * input.quantity;
  return {
    menuItemId: item.id,
    name: item.name,
    categoryTitle: item.categoryTitle ?? '',
    quantity: input.quantity,
    unitPriceCents,
    totalCents,
    discountCents: itemDiscountCents(item, totalCents, input.quantity),
    isComplimentary,
    isEvent: item.isEvent,
    ticketsTracked: item.isEvent && item.quantityRemaining !== null,
    options,
  };
}

/**
 * Checks an order against the menu and prices it. `items` holds the menu rows of the ordered ids that belong to the
 * shop and are not archived; anything else is refused as not on the menu.
 */
export function priceOrder(args: {
  shopId: number;
  inputs: OrderItemInput[];
  items: ReadonlyMap<number, MenuItemRow>;
  member: MemberBenefits | null;
  promo: PromoRule | null;
  taxPercent: number;
  feePercent: number;
  tipCents: number;
  now: Date;
}): PricedOrder {
  const { inputs, items, member, now } = args;
  // Several lines of one event share its tickets.
  const ticketsWanted = new Map<number, number>();
  const priced = inputs.map((input, index) => {
    const item = items.get(input.menuItemId);
    if (!item || item.shopId !== args.shopId || item.archived || item.categoryTitle === null) {
      throw refuse('orderItemUnavailable', `items.${index}.menuItemId`);
    }
    ticketsWanted.set(item.id, (ticketsWanted.get(item.id) ?? 0) + input.quantity);
    const remaining = item.quantityRemaining;
    if (item.isEvent && remaining !== null && ticketsWanted.get(item.id)! > remaining)
      throw refuse('orderTicketsSoldOut', `items.${index}`);
    return priceLine(input, index, item, member, now);
  });

  return orderTotals(priced, args);
}

/**
 * The order's figures from its priced lines: the member discount off what the item discounts left, the promo's
 * discount, tax on the subtotal less discounts, the tip, the fee of the total and the net (decision 080).
 */
export function orderTotals(
  lines: PricedLine[],
  args: { member: MemberBenefits | null; promo: PromoRule | null; taxPercent: number; feePercent: number; tipCents: number },
): PricedOrder {
  const { member, promo } = args;
  const subtotalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const itemDiscounts = lines.reduce((sum, line) => sum + line.discountCents, 0);
  const afterItemDiscounts = subtotalCents - itemDiscounts;
  const memberDiscount = member && member.discountPercent > 0 ? Math.round((afterItemDiscounts * member.discountPercent) / 100) : 0;

  let promoDiscount = 0;
  if (promo) {
    if (promo.minOrderCents !== null && subtotalCents < promo.minOrderCents) throw refuse('orderPromoInvalid', 'promoCode');
    const eligible = lines
      .filter((line) => promo.menuItemId === null || line.menuItemId === promo.menuItemId)
      .reduce((sum, line) => sum + line.totalCents - line.discountCents, 0);
    if (promo.menuItemId !== null && eligible <= 0) throw refuse('orderPromoInvalid', 'promoCode');
    promoDiscount = Math.min(promoDiscountCents(promo, eligible), afterItemDiscounts - memberDiscount);
  }
  const discountCents = itemDiscounts + memberDiscount + promoDiscount;
  const tax = taxCents(subtotalCents - discountCents, args.taxPercent);
  const totalCents = subtotalCents - discountCents + tax + args.tipCents;
  const fee = feeCents(totalCents, args.feePercent);
  return {
    lines,
    subtotalCents,
    discountCents,
    promoDiscountCents: promoDiscount,
    taxCents: tax,
    tipCents: args.tipCents,
    totalCents,
    feeCents: fee,
    netCents: totalCents - fee,
  };
}

/**
 * Why the order intake refused an order, as the metrics count it (`brewline_orders_total{outcome="refused",reason}`,
 * decision 285): a fixed set, one per message the intake answers with, so a label never takes an unbounded value.
 */
export const ORDER_REFUSAL_REASONS = {
  serviceKeyInvalid: 'serviceKeyInvalid',
  serviceKeyWrongShop: 'wrongShop',
  notFound: 'shopNotFound',
  orderShopPaused: 'shopPaused',
  shopPausedUntil: 'shopPaused',
  orderMembershipInvalid: 'membershipInvalid',
  orderPromoInvalid: 'promoInvalid',
  orderPromoNotForCustomer: 'promoNotForCustomer',
  tooManyAttempts: 'rateLimited',
  orderTicketsSoldOut: 'ticketsSoldOut',
  itemNotAvailableNow: 'itemNotOffered',
  itemNotAvailableThisWeek: 'itemNotOffered',
  orderItemSoldOut: 'itemSoldOut',
  orderItemUnavailable: 'itemUnavailable',
  orderValueInvalid: 'optionValueInvalid',
  orderOptionRule: 'optionRule',
  requestTooLarge: 'tooLarge',
  // Refused by a process shutting down before it did anything: the app sends it again (decision 287).
  serverRestarting: 'restarting',
} as const satisfies Partial<Record<MessageKey, string>>;

/** An order the intake answered: received (a new one, or a repeat of one already recorded) or refused, and why. */
export type OrderOutcome =
  | { outcome: 'received'; reason: 'new' | 'repeat' }
  | { outcome: 'refused'; reason: (typeof ORDER_REFUSAL_REASONS)[keyof typeof ORDER_REFUSAL_REASONS] | 'invalidInput' | 'serverError' };

/** Every label pair the orders counter can carry: what the metrics start at zero. */
export const ORDER_OUTCOMES: readonly OrderOutcome[] = [
  { outcome: 'received', reason: 'new' },
  { outcome: 'received', reason: 'repeat' },
  ...[...new Set(Object.values(ORDER_REFUSAL_REASONS)), 'invalidInput' as const, 'serverError' as const].map(
    (reason) => ({ outcome: 'refused', reason }) as const,
  ),
];

/** The outcome of one answer of the intake: its status, and the message key of a refusal (undefined when none). */
export function orderOutcomeOf(statusCode: number, messageKey: string | undefined): OrderOutcome {
  if (statusCode === 201) return { outcome: 'received', reason: 'new' };
  if (statusCode < 400) return { outcome: 'received', reason: 'repeat' };
  if (statusCode >= 500 && messageKey !== 'serverRestarting') return { outcome: 'refused', reason: 'serverError' };
  // Fastify's own 413 comes before any message of ours.
  if (statusCode === 413) return { outcome: 'refused', reason: ORDER_REFUSAL_REASONS.requestTooLarge };
  const known = messageKey !== undefined && Object.hasOwn(ORDER_REFUSAL_REASONS, messageKey);
  return { outcome: 'refused', reason: known ? ORDER_REFUSAL_REASONS[messageKey as keyof typeof ORDER_REFUSAL_REASONS] : 'invalidInput' };
}

/**
 * What an order's answer to marketing writes (decision 290): true agrees, false withdraws an earlier yes, absent
 * writes nothing and keeps the last answer. The latest answer is the one kept (the repository's upsert), and no
 * answer is no consent.
 */
export const marketingAnswerOf = (answer: boolean | undefined, at: Date): { consented: boolean; answeredAt: Date } | null =>
  answer === undefined ? null : { consented: answer, answeredAt: at };
