import type { DashboardPageKey } from '@brewline/contracts/navigation';

/**
 * A built dashboard screen: its page module under src/features (without '.tsx'), the component it exports, and the
 * namespaces of the texts it needs. One table for two readers: the router loads each screen from it, and the build
 * (vite.config.ts) preloads each screen's files and English texts in the HTML of its path, so the browser fetches
 * them with the app's start instead of one wave after it. Plain data: the build reads this file too.
 */
export interface ScreenModule {
  module: string;
  component: string;
  texts: string[];
}

/** The dashboard pages built so far, one line each; every other page shows its placeholder. */
export const BUILT_SCREENS: Partial<Record<DashboardPageKey, ScreenModule>> = {
  overview: { module: 'overview/routes/overview-page', component: 'OverviewPage', texts: ['overview'] },
  salesOverview: { module: 'sales-overview/routes/sales-overview-page', component: 'SalesOverviewPage', texts: ['sales-overview'] },
  manageUsers: { module: 'users/routes/users-page', component: 'UsersPage', texts: ['users'] },
  shopsReport: { module: 'shops-report/routes/shops-report-page', component: 'ShopsReportPage', texts: ['shops-report'] },
  activity: { module: 'activity/routes/activity-page', component: 'ActivityPage', texts: ['activity'] },
  manageShops: { module: 'manage-shops/routes/manage-shops-page', component: 'ManageShopsPage', texts: ['manage-shops'] },
  shopInfo: { module: 'shop-info/routes/shop-info-page', component: 'ShopInfoPage', texts: ['shop-info'] },
  members: { module: 'members/routes/members-page', component: 'MembersPage', texts: ['members'] },
  memberDetails: { module: 'members/routes/member-details-page', component: 'MemberDetailsPage', texts: ['members'] },
  membershipStats: {
    module: 'membership-stats/routes/membership-stats-page',
    component: 'MembershipStatsPage',
    texts: ['membership-stats'],
  },
  manageMemberships: { module: 'memberships/routes/manage-memberships-page', component: 'ManageMembershipsPage', texts: ['memberships'] },
  announcements: { module: 'announcements/routes/announcements-page', component: 'AnnouncementsPage', texts: ['announcements'] },
  menuBuilder: { module: 'menu-builder/routes/menu-builder-page', component: 'MenuBuilderPage', texts: ['menu-builder'] },
  defaultModifiers: { module: 'menu-builder/routes/default-modifiers-page', component: 'DefaultModifiersPage', texts: ['menu-builder'] },
  announcementHistory: {
    module: 'announcements/routes/announcement-history-page',
    component: 'AnnouncementHistoryPage',
    texts: ['announcements'],
  },
  payouts: { module: 'payouts/routes/payouts-page', component: 'PayoutsPage', texts: ['payouts'] },
  transactions: { module: 'transactions/routes/transactions-page', component: 'TransactionsPage', texts: ['transactions'] },
  itemSales: { module: 'item-sales/routes/item-sales-page', component: 'ItemSalesPage', texts: ['item-sales'] },
  modifierSales: { module: 'item-sales/routes/modifier-sales-page', component: 'ModifierSalesPage', texts: ['item-sales'] },
  customers: { module: 'customers/routes/customers-page', component: 'CustomersPage', texts: ['customers'] },
  tips: { module: 'tips/routes/tips-page', component: 'TipsPage', texts: ['tips'] },
  salesTax: { module: 'sales-tax/routes/sales-tax-page', component: 'SalesTaxPage', texts: ['sales-tax'] },
  dayClose: { module: 'day-close/routes/day-close-page', component: 'DayClosePage', texts: ['day-close'] },
  journal: { module: 'journal/routes/journal-page', component: 'JournalPage', texts: ['journal'] },
  customerProfile: { module: 'customers/routes/customer-profile-page', component: 'CustomerProfilePage', texts: ['customers'] },
  eventGuests: { module: 'events/routes/guest-list-page', component: 'GuestListPage', texts: ['events'] },
  createPromoCode: { module: 'promo-codes/routes/create-promo-code-page', component: 'CreatePromoCodePage', texts: ['promo-codes'] },
  promoCodeList: { module: 'promo-codes/routes/promo-code-list-page', component: 'PromoCodeListPage', texts: ['promo-codes'] },
  promoCodeUsage: { module: 'promo-codes/routes/promo-code-usage-page', component: 'PromoCodeUsagePage', texts: ['promo-codes'] },
};
