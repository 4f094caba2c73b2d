const DAY_MS = 86_400_000;

/**
 * The classes of a customer's gaps between consecutive orders (decision 126), shortest first: the recency windows, in
 * days. customer_gaps and chain_gaps keep a gap longer than a day under the longest class it is longer than, so a
 * count of the gaps that span a window reads only the classes that can.
 */
export const GAP_CLASSES = [1, 7, 30, 365] as const;

/** The class of the gap between two orders: the longest of GAP_CLASSES it is longer than; none for a day or less. */
export const gapClass = (from: Date, to: Date): number | null =>
  [...GAP_CLASSES].reverse().find((days) => to.getTime() - from.getTime() > days * DAY_MS) ?? null;
