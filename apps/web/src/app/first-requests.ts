import type { DashboardPageKey, ShopNavContext } from '@brewline/contracts/navigation';
import { canSeePage, DASHBOARD_PAGES, ruleReadsShop } from '@brewline/contracts/navigation';
import type { PermissionSet } from '@brewline/contracts/schemas/permissions';
import { addDays, previousWeek } from '@brewline/contracts/days';

/** A screen's first requests, from what they depend on. */
type FirstRequests = (context: FirstRequestContext) => string[];

/** The shop's settings the page rules read, as the shop's summary answers them. */
export type ShopSettings = Omit<ShopNavContext, 'permissions'>;

/**
 * What a screen's first requests depend on: the selected shop, the user's permissions in it, today's UTC day, and the
 * shop's settings as the last summary this browser kept says them (none when it kept none).
 */
export interface FirstRequestContext {
  shopId: number;
  permissions: PermissionSet;
  today: string;
  keptSettings?: ShopSettings;
}

const range = (today: string) => {
  const { from, to } = previousWeek(today);
  return new URLSearchParams({ from, to }).toString();
};

/**
 * The GET requests whose answers hold a daily screen's first figures, exactly as the screen's own queries ask them
 * (first-requests.test.ts holds each line to its screen's query): the boot step sends them while the app's scripts
 * are still on their way, and the screen adopts the answers (decision 279). A report opens on the previous week.
 * Whether the shop shows its membership screens only its summary says: they are asked for when the summary kept from
 * the last visit says so (decision 312), else once the boot step's own read of the summary does (decision 319), never
 * for a shop whose memberships are off, whose members must not be read for a page it refuses.
 */
export const FIRST_REQUESTS = {
  overview: ({ shopId, permissions }) => [
    `/api/shops/${shopId}/analytics/overview`,
    ...(permissions.analytics ? [`/api/shops/${shopId}/analytics/overview/cards`] : []),
  ],
  salesOverview: ({ shopId, today }) => [`/api/shops/${shopId}/analytics/sales?${range(today)}`],
  itemSales: ({ shopId, today }) => [`/api/shops/${shopId}/analytics/item-sales?${range(today)}`],
  modifierSales: ({ shopId, today }) => [`/api/shops/${shopId}/analytics/modifier-sales?${range(today)}`],
  // Tips open on the previous week as every report does; the server counts its days on the shop's own clock.
  tips: ({ shopId, today }) => [`/api/shops/${shopId}/tips?${range(today)}`],
  // Day close opens on yesterday: the day an owner closes.
  dayClose: ({ shopId, today }) => [
    `/api/shops/${shopId}/day-close?${new URLSearchParams({ from: addDays(today, -1), to: addDays(today, -1) }).toString()}`,
  ],
  // The journal opens on the previous week, a day an entry; who manages the shop also reads its account mapping.
  journal: ({ shopId, today, permissions }) => [
    `/api/shops/${shopId}/journal?${range(today)}&by=day`,
    ...(permissions.shopManagement ? [`/api/shops/${shopId}/accounts-mapping`] : []),
  ],
  shopsReport: ({ shopId, today }) => [`/api/shops/${shopId}/analytics/shops-report?${range(today)}`],
  payouts: ({ shopId }) => [`/api/shops/${shopId}/analytics/payouts?page=1`],
  // Members opens on its first page of 25, the latest changed first (written here for the same reason as below).
  members: ({ shopId }) => [`/api/shops/${shopId}/members?page=0&pageSize=25&sort=lastUpdated&order=desc`],
  membershipStats: ({ shopId }) => [`/api/shops/${shopId}/membership-stats`],
  // The Customers list opens on its first page of 50, the latest visit first, with every segment's count. The page
  // size is written here, not imported: the boot step is inlined, and the customers' contracts would bring zod along.
  customers: ({ shopId }) => [
    `/api/shops/${shopId}/customers?page=0&pageSize=50&sort=lastVisit&order=desc`,
    `/api/shops/${shopId}/customers/segments`,
  ],
  // The builder is drawn once both the menu and the shop's default modifiers have arrived.
  menuBuilder: ({ shopId }) => [`/api/shops/${shopId}/menu`, `/api/shops/${shopId}/default-modifiers`],
  promoCodeList: ({ shopId }) => [`/api/shops/${shopId}/promo-codes`],
} satisfies Partial<Record<DashboardPageKey, FirstRequests>>;

/** The daily screens the boot step asks for. */
export type ScreenWithFirstRequests = keyof typeof FIRST_REQUESTS;

/**
 * What the page gate reads before a screen whose rule reads the shop's settings (the membership screens): the shop's
 * summary. The session needs no read first: the browser's copy is trusted until an answer says otherwise (a 401
 * signs out), and the app re-reads it alongside.
 */
export const GATE_REQUESTS = ({ shopId }: FirstRequestContext): string[] => [`/api/shops/${shopId}/summary`];

/**
 * The reads the boot step adds once its own read of the shop's summary has answered: a membership screen's, which it
 * could not ask before because no summary kept from a last visit said the shop shows the page (decision 319). On a
 * phone the summary answers long before the app's scripts have arrived, so they still leave ahead of the app. Nothing
 * is added for a shop whose summary refuses the page, nor what was already asked.
 */
export function requestsOnceSummaryAnswers(pathname: string, context: FirstRequestContext, summary: ShopSettings): string[] {
  const asked = new Set(firstRequestsAt(pathname, context));
  return firstRequestsAt(pathname, { ...context, keptSettings: summary }).filter((path) => !asked.has(path));
}

/** The dashboard page a path of the /app area shows, if any. */
export function dashboardPageAt(pathname: string): DashboardPageKey | undefined {
  const path = pathname.replace(/^\/app\//, '').replace(/\/$/, '');
  if (path === pathname) return undefined;
  return DASHBOARD_PAGES.find((page) => page.path === path)?.key;
}

/**
 * The requests the boot step sends for a path: for a page whose rule reads the shop's settings the summary (the
 * gate's read) first, and the screen's own unless only the summary can say whether the page is shown (memberships)
 * and none kept from the last visit says it is.
 */
export function firstRequestsAt(pathname: string, context: FirstRequestContext): string[] {
  const key = dashboardPageAt(pathname);
  const page = DASHBOARD_PAGES.find((candidate) => candidate.key === key);
  if (!page) return [];
  const gate = ruleReadsShop(page.rule) ? GATE_REQUESTS(context) : [];
  const { keptSettings, permissions } = context;
  if (page.rule.kind === 'membership' && !(keptSettings && canSeePage(page.rule, { ...keptSettings, permissions }))) return gate;
  const screen = (FIRST_REQUESTS as Partial<Record<DashboardPageKey, FirstRequests>>)[page.key];
  return [...gate, ...(screen?.(context) ?? [])];
}
