/**
 * Query keys more than one feature needs. Each feature keeps its own keys in features/<feature>/api/query-keys.ts,
 * built on these roots, so a mutation can invalidate a whole family by its prefix: everything about one shop starts
 * with `shop(shopId)`, every read of the session with `session`.
 */
export const sharedKeys = {
  session: ['session'] as const,
  shop: (shopId: number) => ['shops', shopId] as const,
  /** The name, logo and flags the dashboard frame shows: whoever changes one of them invalidates this. */
  shopSummary: (shopId: number) => ['shops', shopId, 'summary'] as const,
  /** Lists of shops (the administrator's picker). */
  shopLists: ['shops', 'list'] as const,
};
