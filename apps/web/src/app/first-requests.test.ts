import { ALL_PERMISSIONS, NO_PERMISSIONS } from '@brewline/contracts/permissions';
import { DASHBOARD_PAGES } from '@brewline/contracts/navigation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultReportRange, todayUtc } from '../components/date-range-fields';
import { getShopsReport } from '../features/shops-report/api/get-shops-report';
import { FIRST_CUSTOMERS_QUERY, getCustomers, getCustomerSegments } from '../features/customers/api/get-customers';
import { getModifierSales, getItemSales } from '../features/item-sales/api/get-sales';
import { defaultModifiersQuery } from '../features/menu-builder/api/default-modifiers';
import { menuQuery } from '../features/menu-builder/api/get-menu';
import { overviewCardsQuery, overviewTilesQuery } from '../features/overview/api/get-overview';
import { getPayouts } from '../features/payouts/api/get-payouts';
import { FIRST_MEMBERS_QUERY, getMembers } from '../features/members/api/get-members';
import { getMembershipStats } from '../features/membership-stats/api/get-membership-stats';
import type { PromoCodeListFilters } from '@brewline/contracts/schemas/promo-codes';
import { promoCodesQuery } from '../features/promo-codes/api/get-promo-codes';
import { salesReportQuery } from '../features/sales-overview/api/get-sales';
import { shopSummaryQuery } from '../features/shell/api/get-shop-summary';
import {
  dashboardPageAt,
  FIRST_REQUESTS,
  firstRequestsAt,
  GATE_REQUESTS,
  type FirstRequestContext,
  requestsOnceSummaryAnswers,
  type ScreenWithFirstRequests,
} from './first-requests';
import { getTips } from '../features/tips/api/tips';
import { getDayClose } from '../features/day-close/api/day-close';
import { presetRange } from '@brewline/contracts/analytics';
import { getAccountMapping, getJournal } from '../features/journal/api/journal';

const SHOP = 7;
/** A Wednesday: the previous week is Monday 16 to Sunday 22 November. */
const NOW = new Date('2026-11-25T10:00:00Z');
const context: FirstRequestContext = { shopId: SHOP, permissions: ALL_PERMISSIONS, today: todayUtc(NOW) };

/** The paths a screen's own reads ask for, caught at fetch. */
let asked: string[] = [];
beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      asked.push(path);
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const run = (queryFn: unknown) =>
  (queryFn as (context: { signal: AbortSignal }) => Promise<unknown>)({ signal: new AbortController().signal });

/** Each daily screen's first reads, made by the screen's own query code, as the screen makes them on opening. */
const SCREENS_OWN_READS: Record<ScreenWithFirstRequests, () => Promise<unknown>> = {
  overview: async () => {
    await run(overviewTilesQuery(SHOP).queryFn);
    await run(overviewCardsQuery(SHOP).queryFn);
  },
  salesOverview: () => run(salesReportQuery(SHOP, defaultReportRange()).queryFn),
  itemSales: () => getItemSales(SHOP, defaultReportRange()),
  modifierSales: () => getModifierSales(SHOP, defaultReportRange()),
  shopsReport: () => getShopsReport(SHOP, defaultReportRange()),
  tips: () => getTips(SHOP, defaultReportRange()),
  dayClose: () => getDayClose(SHOP, presetRange('yesterday', todayUtc())),
  // The journal, then (for who manages the shop) its account mapping.
  journal: async () => {
    await getJournal(SHOP, defaultReportRange());
    await getAccountMapping(SHOP);
  },
  // The Payouts table starts on its first page (index 0), asked as page 1.
  payouts: () => getPayouts(SHOP, 1),
  members: () => getMembers(SHOP, FIRST_MEMBERS_QUERY),
  membershipStats: () => getMembershipStats(SHOP),
  // The Customers list asks its first page, then the segments' counts.
  customers: async () => {
    await getCustomers(SHOP, FIRST_CUSTOMERS_QUERY);
    await getCustomerSegments(SHOP);
  },
  // The builder waits for the menu and the default modifiers.
  menuBuilder: async () => {
    await run(menuQuery(SHOP).queryFn);
    await run(defaultModifiersQuery(SHOP).queryFn);
  },
  // The list's filters start with none applied (use-filter-draft.ts).
  promoCodeList: () => run(promoCodesQuery(SHOP, {} as PromoCodeListFilters).queryFn),
};

describe('the boot step asks what each daily screen asks first', () => {
  it.each(Object.keys(SCREENS_OWN_READS) as ScreenWithFirstRequests[])('%s: the same paths and parameters', async (screen) => {
    await SCREENS_OWN_READS[screen]();
    expect(FIRST_REQUESTS[screen](context)).toEqual(asked);
  });

  it('covers the screens an owner opens every day, and the chain’s Shops report', () => {
    expect(Object.keys(FIRST_REQUESTS).sort()).toEqual(Object.keys(SCREENS_OWN_READS).sort());
    for (const screen of [
      'overview',
      'salesOverview',
      'itemSales',
      'membershipStats',
      'payouts',
      'members',
      'menuBuilder',
      'promoCodeList',
      'shopsReport',
    ])
      expect(FIRST_REQUESTS).toHaveProperty(screen);
  });

  it("asks the gate's read as the gate does: the shop's summary", async () => {
    await run(shopSummaryQuery(SHOP).queryFn);
    expect(GATE_REQUESTS(context)).toEqual(asked);
  });

  it('asks for the Overview’s cards only of a user who may read analytics', () => {
    expect(FIRST_REQUESTS.overview({ ...context, permissions: NO_PERMISSIONS })).toEqual([`/api/shops/${SHOP}/analytics/overview`]);
  });

  it('opens the reports on the previous week, Monday to Sunday', () => {
    expect(FIRST_REQUESTS.salesOverview(context)).toEqual([`/api/shops/${SHOP}/analytics/sales?from=2026-11-16&to=2026-11-22`]);
  });
});

describe('which screen a path shows', () => {
  it('finds every dashboard page by its path under /app', () => {
    for (const page of DASHBOARD_PAGES) if (!page.path.includes(':')) expect(dashboardPageAt(`/app/${page.path}`)).toBe(page.key);
  });

  it('asks nothing off the dashboard, or on a screen without first figures', () => {
    expect(firstRequestsAt('/signin', context)).toEqual([]);
    expect(firstRequestsAt('/admin/overview', context)).toEqual([]);
    expect(firstRequestsAt('/app/shop_info', context)).toEqual([]);
    expect(firstRequestsAt('/overview', context)).toEqual([]);
  });

  it("asks the screen's reads, and the shop's summary first where the gate reads the shop", () => {
    expect(firstRequestsAt('/app/overview', context)).toEqual([
      `/api/shops/${SHOP}/analytics/overview`,
      `/api/shops/${SHOP}/analytics/overview/cards`,
    ]);
    expect(firstRequestsAt('/app/chain_shops', context)).toEqual([
      `/api/shops/${SHOP}/summary`,
      `/api/shops/${SHOP}/analytics/shops-report?from=2026-11-16&to=2026-11-22`,
    ]);
  });

  const MEMBERSHIPS_ON = { isChainShop: false, membershipEnabled: true, hasGlobalMembership: false };

  it('asks only the summary for a membership screen unless the summary kept from the last visit shows it', () => {
    for (const path of ['/app/members', '/app/membership_stats', '/app/manage_memberships'])
      expect(firstRequestsAt(path, context)).toEqual([`/api/shops/${SHOP}/summary`]);
    // Memberships off, a global membership on a shop outside a chain, or no membership permission: the page is refused.
    for (const refused of [
      { ...context, keptSettings: { ...MEMBERSHIPS_ON, membershipEnabled: false } },
      { ...context, keptSettings: { ...MEMBERSHIPS_ON, hasGlobalMembership: true } },
      { ...context, keptSettings: MEMBERSHIPS_ON, permissions: { ...ALL_PERMISSIONS, membership: false } },
    ])
      expect(firstRequestsAt('/app/members', refused)).toEqual([`/api/shops/${SHOP}/summary`]);
  });

  it('asks the membership screens’ reads alongside the summary when the kept summary shows them', () => {
    const shown = { ...context, keptSettings: MEMBERSHIPS_ON };
    expect(firstRequestsAt('/app/members', shown)).toEqual([
      `/api/shops/${SHOP}/summary`,
      `/api/shops/${SHOP}/members?page=0&pageSize=25&sort=lastUpdated&order=desc`,
    ]);
    expect(firstRequestsAt('/app/membership_stats', shown)).toEqual([`/api/shops/${SHOP}/summary`, `/api/shops/${SHOP}/membership-stats`]);
    // A membership page without first figures asks the summary alone.
    expect(firstRequestsAt('/app/manage_memberships', shown)).toEqual([`/api/shops/${SHOP}/summary`]);
  });

  it('adds a membership screen’s reads once the summary’s answer shows the page, and only then', () => {
    // What the summary answers beside the settings the rules read does not matter.
    const answer = { ...MEMBERSHIPS_ON, shopId: SHOP, shopName: 'Bean There', logoUrl: null };
    expect(requestsOnceSummaryAnswers('/app/members', context, answer)).toEqual([
      `/api/shops/${SHOP}/members?page=0&pageSize=25&sort=lastUpdated&order=desc`,
    ]);
    expect(requestsOnceSummaryAnswers('/app/membership_stats', context, answer)).toEqual([`/api/shops/${SHOP}/membership-stats`]);
    // A kept summary that said memberships were off while the answer says they are on: the answer decides.
    const keptOff = { ...context, keptSettings: { ...MEMBERSHIPS_ON, membershipEnabled: false } };
    expect(requestsOnceSummaryAnswers('/app/members', keptOff, answer)).toEqual([
      `/api/shops/${SHOP}/members?page=0&pageSize=25&sort=lastUpdated&order=desc`,
    ]);
    // Nothing twice: asked at boot already from the kept summary, or a screen whose reads never wait for the summary.
    expect(requestsOnceSummaryAnswers('/app/members', { ...context, keptSettings: MEMBERSHIPS_ON }, answer)).toEqual([]);
    expect(requestsOnceSummaryAnswers('/app/chain_shops', context, answer)).toEqual([]);
    // The answer refuses the page: memberships off, a global membership outside a chain, no membership permission.
    expect(requestsOnceSummaryAnswers('/app/members', context, { ...answer, membershipEnabled: false })).toEqual([]);
    expect(requestsOnceSummaryAnswers('/app/members', context, { ...answer, hasGlobalMembership: true })).toEqual([]);
    const noPermission = { ...context, permissions: { ...ALL_PERMISSIONS, membership: false } };
    expect(requestsOnceSummaryAnswers('/app/members', noPermission, answer)).toEqual([]);
  });
});
