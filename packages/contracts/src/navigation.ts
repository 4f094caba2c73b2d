import type { PermissionFlag } from './permissions';
import type { PermissionSet } from './schemas/permissions';

/**
 * The dashboard's pages and the rule that shows each one.
 * The sidebar, the route guard and the tests all read this one table.
 */
export type PageRule =
  | { kind: 'always' }
  | { kind: 'flag'; flag: PermissionFlag }
  /** shopManagement on a chain shop (Manage Shops). */
  | { kind: 'chainManagement' }
  /** analytics on a chain shop (the chain's Shops report). */
  | { kind: 'chainAnalytics' }
  /** membership flag, membership enabled, and not a global membership on a non-chain shop. */
  | { kind: 'membership' };

export type NavSection = 'product' | 'membership' | 'menu' | 'promoCodes' | 'announcements' | 'users';
export type NavBadge = 'underConstruction' | 'new';

export interface DashboardPage {
  key: string;
  /** Path under /app, without the leading /app/. */
  path: string;
  rule: PageRule;
  /** Absent for pages reached only from other pages (member details, an event's guest list). */
  section?: NavSection;
  badge?: NavBadge;
}

export const DASHBOARD_PAGES = [
  { key: 'overview', path: 'overview', rule: { kind: 'always' }, section: 'product' },
  { key: 'payouts', path: 'payouts', rule: { kind: 'flag', flag: 'analytics' }, section: 'product', badge: 'underConstruction' },
  { key: 'transactions', path: 'analytics', rule: { kind: 'flag', flag: 'analytics' }, section: 'product', badge: 'underConstruction' },
  { key: 'salesOverview', path: 'sales_overview', rule: { kind: 'flag', flag: 'analytics' }, section: 'product' },
  { key: 'itemSales', path: 'item_sales', rule: { kind: 'flag', flag: 'analytics' }, section: 'product' },
  { key: 'modifierSales', path: 'modifier_sales', rule: { kind: 'flag', flag: 'analytics' }, section: 'product' },
  /** A shop's customers and their segments (decision 289); on a chain shop, the chain's. */
  { key: 'customers', path: 'customers', rule: { kind: 'flag', flag: 'analytics' }, section: 'product' },
  /** The tips of the shop's business days and the tip pool (decision 301). */
  { key: 'tips', path: 'tips', rule: { kind: 'flag', flag: 'analytics' }, section: 'product' },
  /** A year's sales tax by month and quarter (decision 302). */
  { key: 'salesTax', path: 'sales_tax', rule: { kind: 'flag', flag: 'analytics' }, section: 'product' },
  /** Each business day's close, its totals and its payouts reconciled (decision 303). */
  { key: 'dayClose', path: 'day_close', rule: { kind: 'flag', flag: 'analytics' }, section: 'product' },
  /** The accountant's journal and its account mapping (decisions 304, 305). */
  { key: 'journal', path: 'journal', rule: { kind: 'flag', flag: 'analytics' }, section: 'product' },
  { key: 'customerProfile', path: 'customers/:customerId', rule: { kind: 'flag', flag: 'analytics' } },
  { key: 'shopsReport', path: 'chain_shops', rule: { kind: 'chainAnalytics' }, section: 'product' },
  { key: 'manageShops', path: 'manage_shops', rule: { kind: 'chainManagement' }, section: 'product' },
  { key: 'shopInfo', path: 'shop_info', rule: { kind: 'flag', flag: 'shopManagement' }, section: 'product' },
  { key: 'manageMemberships', path: 'manage_memberships', rule: { kind: 'membership' }, section: 'membership' },
  { key: 'members', path: 'members', rule: { kind: 'membership' }, section: 'membership' },
  { key: 'memberDetails', path: 'member_details', rule: { kind: 'membership' } },
  { key: 'membershipStats', path: 'membership_stats', rule: { kind: 'membership' }, section: 'membership' },
  { key: 'defaultModifiers', path: 'default-modifiers', rule: { kind: 'flag', flag: 'menuBuilding' }, section: 'menu' },
  { key: 'menuBuilder', path: 'menu', rule: { kind: 'flag', flag: 'menuBuilding' }, section: 'menu' },
  { key: 'eventGuests', path: 'events/:menuItemId', rule: { kind: 'flag', flag: 'menuBuilding' } },
  { key: 'promoCodeList', path: 'promo-code-list', rule: { kind: 'flag', flag: 'menuBuilding' }, section: 'promoCodes' },
  { key: 'promoCodeUsage', path: 'promo-code-usage', rule: { kind: 'flag', flag: 'menuBuilding' }, section: 'promoCodes' },
  { key: 'createPromoCode', path: 'promo-code', rule: { kind: 'flag', flag: 'menuBuilding' }, section: 'promoCodes' },
  { key: 'announcements', path: 'announcements', rule: { kind: 'membership' }, section: 'announcements', badge: 'new' },
  { key: 'announcementHistory', path: 'announcementHistory', rule: { kind: 'membership' }, section: 'announcements' },
  { key: 'manageUsers', path: 'users', rule: { kind: 'flag', flag: 'userManagement' }, section: 'users' },
  /** Who did what (decision 225): for the people who manage the shop's users. */
  { key: 'activity', path: 'activity', rule: { kind: 'flag', flag: 'userManagement' }, section: 'users' },
] as const satisfies readonly DashboardPage[];

export type DashboardPageKey = (typeof DASHBOARD_PAGES)[number]['key'];

export const NAV_SECTIONS: readonly NavSection[] = ['product', 'membership', 'menu', 'promoCodes', 'announcements', 'users'];

/** What the navigation rules need to know about the selected shop. */
export interface ShopNavContext {
  permissions: PermissionSet;
  isChainShop: boolean;
  membershipEnabled: boolean;
  hasGlobalMembership: boolean;
}

export function canSeePage(rule: PageRule, shop: ShopNavContext): boolean {
  switch (rule.kind) {
    case 'always':
      return true;
    case 'flag':
      return shop.permissions[rule.flag];
    case 'chainManagement':
      return shop.permissions.shopManagement && shop.isChainShop;
    case 'chainAnalytics':
      return shop.permissions.analytics && shop.isChainShop;
    case 'membership':
      return shop.permissions.membership && shop.membershipEnabled && !(shop.hasGlobalMembership && !shop.isChainShop);
  }
}

/**
 * Whether a page's rule reads the shop's summary (chain, membership settings) and not only the user's permissions.
 * A rule that does not is decided from the session alone, so its page draws without waiting for the summary.
 */
export function ruleReadsShop(rule: PageRule): boolean {
  return rule.kind !== 'always' && rule.kind !== 'flag';
}

export function visiblePages(shop: ShopNavContext): DashboardPage[] {
  return DASHBOARD_PAGES.filter((page) => canSeePage(page.rule, shop));
}

/** The pages of the admin area (menu, default-modifiers, overview). */
export const ADMIN_PAGES = [
  { key: 'adminOverview', path: 'overview', section: 'product' },
  /** Landing-page visits per ?ref= source. */
  { key: 'visitsReport', path: 'visits', section: 'product' },
  { key: 'defaultModifiers', path: 'default-modifiers', section: 'menu' },
  { key: 'menuBuilder', path: 'menu', section: 'menu' },
] as const;
