/**
 * Orders and transactions (issue 9). Money is integer cents.
 */

/** The app's order id: its idempotency key (a retried post with the same id answers the same order). */
export const APP_ORDER_ID_MAX_LENGTH = 100;
export const ORDER_ITEMS_MAX = 100;
export const ORDER_ITEM_QUANTITY_MAX = 99;
export const ORDER_VALUES_MAX = 50;
/** A tip of at most $1,000. */
export const ORDER_TIP_MAX_CENTS = 100_000;
