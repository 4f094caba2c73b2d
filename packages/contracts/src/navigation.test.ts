import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_PAGES,
  canSeePage,
  ruleReadsShop,
  visiblePages,
  type DashboardPage,
  type DashboardPageKey,
  type ShopNavContext,
} from './navigation';
import { ALL_PERMISSIONS, NO_PERMISSIONS } from './permissions';

const ownerShop: ShopNavContext = {
  permissions: ALL_PERMISSIONS,
  isChainShop: false,
  membershipEnabled: true,
  hasGlobalMembership: false,
};

const keys = (shop: ShopNavContext) => visiblePages(shop).map((page) => page.key);
const page = (key: DashboardPageKey): DashboardPage => DASHBOARD_PAGES.find((p) => p.key === key)!;
const sees = (shop: ShopNavContext, key: DashboardPageKey) => canSeePage(page(key).rule, shop);

const MEMBERSHIP_PAGES: DashboardPageKey[] = ['manageMemberships', 'members', 'memberDetails', 'membershipStats'];
const ANNOUNCEMENT_PAGES: DashboardPageKey[] = ['announcements', 'announcementHistory'];
const MENU_PAGES: DashboardPageKey[] = ['defaultModifiers', 'menuBuilder', 'eventGuests'];
const PROMO_PAGES: DashboardPageKey[] = ['promoCodeList', 'promoCodeUsage', 'createPromoCode'];

describe('dashboard navigation', () => {
  it('shows an owner with every flag on a single shop with membership every page except the chain pages', () => {
    const all = DASHBOARD_PAGES.map((p) => p.key).filter((key) => key !== 'manageShops' && key !== 'shopsReport');
    expect(keys(ownerShop)).toEqual(all);
  });

  it('shows staff with analytics only the overview and the analytics links', () => {
    const staff = { ...ownerShop, permissions: { ...NO_PERMISSIONS, analytics: true } };
    expect(keys(staff)).toEqual([
      'overview',
      'payouts',
      'transactions',
      'salesOverview',
      'itemSales',
      'modifierSales',
      'customers',
      'tips',
      'salesTax',
      'dayClose',
      'journal',
      'customerProfile',
    ]);
  });

  it('labels Payouts and Transactions Under Construction and Announcements New, and Transactions lives at /app/analytics', () => {
    expect(page('payouts').badge).toBe('underConstruction');
    expect(page('transactions').badge).toBe('underConstruction');
    expect(page('transactions').path).toBe('analytics');
    expect(page('announcements').badge).toBe('new');
  });

  it('always shows the Overview, even without a single flag', () => {
    expect(keys({ ...ownerShop, permissions: NO_PERMISSIONS })).toEqual(['overview']);
  });

  it('shows Manage Shops to a chain shop with shopManagement and hides it on a shop that is not a chain', () => {
    expect(sees({ ...ownerShop, isChainShop: true }, 'manageShops')).toBe(true);
    expect(sees(ownerShop, 'manageShops')).toBe(false);
    expect(sees({ ...ownerShop, isChainShop: true, permissions: { ...ALL_PERMISSIONS, shopManagement: false } }, 'manageShops')).toBe(
      false,
    );
  });

  it("shows the chain's Shops report to analytics on a chain shop only", () => {
    expect(sees({ ...ownerShop, isChainShop: true }, 'shopsReport')).toBe(true);
    expect(sees(ownerShop, 'shopsReport')).toBe(false);
    expect(sees({ ...ownerShop, isChainShop: true, permissions: { ...ALL_PERMISSIONS, analytics: false } }, 'shopsReport')).toBe(false);
    expect(sees({ ...ownerShop, isChainShop: true, permissions: { ...NO_PERMISSIONS, analytics: true } }, 'shopsReport')).toBe(true);
  });

  it('gates Shop Info on shopManagement', () => {
    expect(sees(ownerShop, 'shopInfo')).toBe(true);
    expect(sees({ ...ownerShop, permissions: { ...ALL_PERMISSIONS, shopManagement: false } }, 'shopInfo')).toBe(false);
  });

  it('hides the Membership group and Announcements when membership is not enabled', () => {
    const visible = keys({ ...ownerShop, membershipEnabled: false });
    for (const key of [...MEMBERSHIP_PAGES, ...ANNOUNCEMENT_PAGES]) expect(visible).not.toContain(key);
    expect(visible).toContain('menuBuilder');
  });

  it('hides the Membership group and Announcements when a shop that is not a chain has a global membership', () => {
    const visible = keys({ ...ownerShop, hasGlobalMembership: true });
    for (const key of [...MEMBERSHIP_PAGES, ...ANNOUNCEMENT_PAGES]) expect(visible).not.toContain(key);
  });

  it('shows the Membership group and Announcements on a chain shop with a global membership', () => {
    const visible = keys({ ...ownerShop, isChainShop: true, hasGlobalMembership: true });
    for (const key of [...MEMBERSHIP_PAGES, ...ANNOUNCEMENT_PAGES]) expect(visible).toContain(key);
  });

  it('hides the Membership group and Announcements without the membership flag', () => {
    const visible = keys({ ...ownerShop, permissions: { ...ALL_PERMISSIONS, membership: false } });
    for (const key of [...MEMBERSHIP_PAGES, ...ANNOUNCEMENT_PAGES]) expect(visible).not.toContain(key);
  });

  it('gates the Menu and Promo Code pages on menuBuilding', () => {
    const without = keys({ ...ownerShop, permissions: { ...ALL_PERMISSIONS, menuBuilding: false } });
    const withIt = keys({ ...ownerShop, permissions: { ...NO_PERMISSIONS, menuBuilding: true } });
    for (const key of [...MENU_PAGES, ...PROMO_PAGES]) {
      expect(without).not.toContain(key);
      expect(withIt).toContain(key);
    }
    expect(withIt).toEqual(['overview', ...MENU_PAGES, ...PROMO_PAGES]);
  });

  it('gates Manage Users on userManagement', () => {
    expect(sees(ownerShop, 'manageUsers')).toBe(true);
    expect(sees({ ...ownerShop, permissions: { ...ALL_PERMISSIONS, userManagement: false } }, 'manageUsers')).toBe(false);
    expect(keys({ ...ownerShop, permissions: { ...NO_PERMISSIONS, userManagement: true } })).toEqual([
      'overview',
      'manageUsers',
      'activity',
    ]);
    expect(sees({ ...ownerShop, permissions: { ...ALL_PERMISSIONS, userManagement: false } }, 'activity')).toBe(false);
  });

  it('decides a rule that reads no shop setting from the permissions alone', () => {
    const shopSettings = [false, true].flatMap((isChainShop) =>
      [false, true].flatMap((membershipEnabled) =>
        [false, true].map((hasGlobalMembership) => ({ isChainShop, membershipEnabled, hasGlobalMembership })),
      ),
    );
    const permissionSets = [
      ALL_PERMISSIONS,
      NO_PERMISSIONS,
      ...Object.keys(ALL_PERMISSIONS).map((flag) => ({ ...NO_PERMISSIONS, [flag]: true })),
    ];
    for (const page of DASHBOARD_PAGES) {
      const answers = permissionSets.map(
        (permissions) => new Set(shopSettings.map((shop) => canSeePage(page.rule, { ...shop, permissions }))),
      );
      // A rule said to read no shop setting answers the same for every shop; one that reads them answers differently for some.
      expect(
        answers.some((answer) => answer.size > 1),
        page.key,
      ).toBe(ruleReadsShop(page.rule));
    }
  });
});
