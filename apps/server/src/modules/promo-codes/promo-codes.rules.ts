/**
 * The promo codes' rules, pure. A code's promo return (decision 104) counts a redemption as a new customer when the
 * order that used the code was the customer's first at the shop: no earlier order of theirs there. An earlier order
 * is one of the same customer at the same shop placed strictly before it, whatever became of it (a refunded order
 * still counts: the customer came). The repository's SQL is built from these same fields.
 */
import type { PermissionFlag } from '@brewline/contracts/permissions';
import type { PromoCodeDraft, PromoStatus } from '@brewline/contracts/promo-codes';

/** What the rule reads of an order. */
export interface PlacedOrder {
  shopId: number;
  consumerId: number;
  createdAt: Date;
}

/** What an earlier order shares with the order that used the code: the shop and the customer. */
export const EARLIER_ORDER_SHARES = ['shopId', 'consumerId'] as const satisfies readonly (keyof PlacedOrder)[];

/** Whether `other` is an earlier order than `order`: same shop, same customer, placed strictly before. */
export const isEarlierOrder = (other: PlacedOrder, order: PlacedOrder): boolean =>
  EARLIER_ORDER_SHARES.every((field) => other[field] === order[field]) && other.createdAt < order.createdAt;

/** Whether the order that used a code brought a new customer: none of the orders is an earlier one. */
export const isNewCustomer = (order: PlacedOrder, orders: readonly PlacedOrder[]): boolean =>
  !orders.some((other) => isEarlierOrder(other, order));

/**
 * The status: Disabled when not active; Expired when active and its end date has passed; otherwise
 * Active. `today` is the shop's calendar day: a code is good through its end date, so it is still Active on it.
 */
export function promoCodeStatus(code: { isActive: boolean; endDate: string | null }, today: string): PromoStatus {
  if (!code.isActive) return 'disabled';
  if (code.endDate !== null && code.endDate < today) return 'expired';
  return 'active';
}

/**
 * A code for a customer segment (decision 290). Making one takes both permissions: menu building (the promo codes')
 * and analytics (the Customers', whose segment names customers).
 */
export const SEGMENT_PROMO_CODE_PERMISSIONS = ['menuBuilding', 'analytics'] as const satisfies readonly PermissionFlag[];

/**
 * A segment's code is used once by each of its customers, whatever the form said, and is never a New Customer Promo
 * (a segment's customers have all ordered already).
 */
export const segmentPromoDraft = (draft: PromoCodeDraft): PromoCodeDraft => ({ ...draft, userRedeemCount: 1, newUsersOnly: false });
