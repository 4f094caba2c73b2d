import type { PermissionFlag } from './permissions';
import type { ActivityChange, ActivityChangeValue, ActivityRow } from './schemas/activity';

/**
 * The activity log (decision 225): who did what, written in the same transaction as the change. Its areas and
 * actions are named here once; the screen translates their labels (`areas.<area>` and `sentences.<key>` of the
 * `activity` texts), the download writes the English ones below.
 */
export const ACTIVITY_AREAS = [
  'account',
  'users',
  'menu',
  'events',
  'promoCodes',
  'payments',
  'shopInfo',
  'exports',
  'customers',
  'tips',
] as const;
export type ActivityArea = (typeof ACTIVITY_AREAS)[number];

/** Each action and the area it belongs to. */
export const ACTIVITY_ACTIONS = {
  signedIn: 'account',
  signInFailed: 'account',
  userAdded: 'users',
  permissionsChanged: 'users',
  menuSaved: 'menu',
  guestRefunded: 'events',
  promoCodeCreated: 'promoCodes',
  promoCodeDeactivated: 'promoCodes',
  payoutSettingsChanged: 'payments',
  shopInfoChanged: 'shopInfo',
  shopHoursChanged: 'shopInfo',
  busyStarted: 'shopInfo',
  busyEnded: 'shopInfo',
  orderingPaused: 'shopInfo',
  orderingReopened: 'shopInfo',
  automaticBusyChanged: 'shopInfo',
  accountMappingSaved: 'shopInfo',
  exportDownloaded: 'exports',
  customerErased: 'customers',
  tipPoolSaved: 'tips',
  tipPoolRemoved: 'tips',
} as const satisfies Record<string, ActivityArea>;
export type ActivityAction = keyof typeof ACTIVITY_ACTIONS;
export const ACTIVITY_ACTION_NAMES = Object.keys(ACTIVITY_ACTIONS) as ActivityAction[];

/** The English label of each area (the download's Area column; the screen translates `areas.<area>`). */
export const ACTIVITY_AREA_LABELS: Record<ActivityArea, string> = {
  account: 'Sign-in',
  users: 'Users',
  menu: 'Menu',
  events: 'Events',
  promoCodes: 'Promo codes',
  payments: 'Payments',
  shopInfo: 'Shop info',
  exports: 'Downloads',
  customers: 'Customers',
  tips: 'Tips',
};

// ---------------------------------------------------------------------------------------------------------------
// The screen's query: a person, an area, a range of UTC days; paged and sorted on the server.
// ---------------------------------------------------------------------------------------------------------------

export const ACTIVITY_PAGE_SIZES = [10, 25, 50, 100] as const;
export const ACTIVITY_DEFAULT_PAGE_SIZE = 25;
/** The sortable columns: When, Who, Area. */
export const ACTIVITY_SORT_KEYS = ['createdAt', 'actorName', 'area'] as const;
export type ActivitySortKey = (typeof ACTIVITY_SORT_KEYS)[number];
export const ACTIVITY_EXPORT_NAME = 'ActivityLog';

// ---------------------------------------------------------------------------------------------------------------
// The sentence of a row ('Changed the price of Latte (Small) from $4.50 to $4.75')
// ---------------------------------------------------------------------------------------------------------------

/** The English sentences by key, with {{placeholders}}; the screen's `sentences.<key>` translate them. */
export const ACTIVITY_SENTENCES = {
  signedIn: 'Signed in',
  signInFailed: 'Failed to sign in (wrong password)',
  userAdded: 'Added {{name}} as a user',
  permissionsChanged: 'Changed the permissions of {{name}}',
  permissionOn: 'Gave {{name}} the {{permission}} permission',
  permissionOff: 'Took the {{permission}} permission from {{name}}',
  menuSaved: 'Saved the menu',
  priceChanged: 'Changed the price of {{item}} from {{from}} to {{to}}',
  itemRenamed: 'Renamed {{from}} to {{to}}',
  itemSoldOut: 'Marked {{item}} sold out',
  itemAvailable: 'Marked {{item}} available',
  itemAdded: 'Added {{item}} to the menu',
  itemRemoved: 'Removed {{item}} from the menu',
  itemEdited: 'Edited {{item}}',
  guestRefunded: 'Refunded {{amount}} to {{guest}} for {{name}}',
  promoCodeCreated: 'Created the promo code {{name}}',
  promoCodeDeactivated: 'Deactivated the promo code {{name}}',
  payoutSettingsChanged: 'Changed the payout settings',
  shopInfoChanged: 'Changed the shop info',
  shopInfoFieldChanged: 'Changed the shop’s {{field}} from “{{from}}” to “{{to}}”',
  shopHoursChanged: 'Changed the opening hours',
  busyStarted: 'Set {{field}} busy: {{minutes}} more minutes',
  busyEnded: 'Ended busy for {{field}}',
  orderingPaused: 'Paused ordering',
  orderingReopened: 'Reopened ordering',
  automaticBusyChanged: 'Changed the automatic busy settings',
  accountMappingSaved: 'Saved the journal’s account mapping',
  exportDownloaded: 'Downloaded {{name}}',
  customerErased: 'Erased the personal data of customer {{name}}',
  tipPoolSaved: 'Shared the tips of {{name}} by hours: {{people}}',
  tipPoolRemoved: 'Removed the tip pool of {{name}}',
  more: ' (and {{count}} more)',
} as const;
export type ActivitySentenceKey = keyof typeof ACTIVITY_SENTENCES;

/** The English label of a permission flag (the screen translates `permissions.<flag>`). */
export const ACTIVITY_PERMISSION_LABELS: Record<PermissionFlag, string> = {
  analytics: 'Analytics',
  shopManagement: 'Shop Management',
  membership: 'Membership',
  menuBuilding: 'Menu Building',
  userManagement: 'User Management',
};

/** A sentence to translate: its key, the values of its placeholders, and how many more changes the row holds. */
export interface ActivitySentence {
  key: ActivitySentenceKey;
  values: Record<string, string>;
  more: number;
}

/** How the caller writes money and names a permission or a shop field in its language. */
export interface SentenceLabels {
  money: (cents: number) => string;
  permission: (flag: string) => string;
  field: (field: string) => string;
}

const text = (value: ActivityChangeValue) => (value === null ? '' : String(value));

/** The sentence of one menu change. */
function menuChangeSentence(change: ActivityChange, labels: SentenceLabels): Omit<ActivitySentence, 'more'> {
  const item = change.item;
  switch (change.field) {
    case 'price':
      return {
        key: 'priceChanged',
        values: {
          item,
          from: typeof change.from === 'number' ? labels.money(change.from) : text(change.from),
          to: typeof change.to === 'number' ? labels.money(change.to) : text(change.to),
        },
      };
    case 'name':
      return { key: 'itemRenamed', values: { item, from: text(change.from), to: text(change.to) } };
    case 'available':
      return { key: change.to === false ? 'itemSoldOut' : 'itemAvailable', values: { item } };
    case 'added':
      return { key: 'itemAdded', values: { item } };
    case 'removed':
      return { key: 'itemRemoved', values: { item } };
    default:
      return { key: 'itemEdited', values: { item } };
  }
}

/**
 * The readable sentence of a row: its first change says what happened (a price from and to, a permission given or
 * taken, a shop field), and the others are counted. A row without changes says what its action was.
 */
export function activitySentence(row: Pick<ActivityRow, 'action' | 'targetName' | 'details'>, labels: SentenceLabels): ActivitySentence {
  const changes = row.details.changes ?? [];
  const more = Math.max(0, changes.length - 1) + (row.details.more ?? 0);
  const name = row.targetName ?? '';
  const first = changes[0];
  switch (row.action) {
    case 'menuSaved':
      return first ? { ...menuChangeSentence(first, labels), more } : { key: 'menuSaved', values: {}, more: 0 };
    case 'permissionsChanged':
      if (changes.length === 1 && first) {
        return {
          key: first.to === true ? 'permissionOn' : 'permissionOff',
          values: { name, permission: labels.permission(first.field) },
          more: row.details.more ?? 0,
        };
      }
      return { key: 'permissionsChanged', values: { name }, more: 0 };
    case 'shopInfoChanged':
      if (first) {
        return {
          key: 'shopInfoFieldChanged',
          values: { field: labels.field(first.field), from: text(first.from), to: text(first.to) },
          more,
        };
      }
      return { key: 'shopInfoChanged', values: {}, more: 0 };
    case 'busyStarted':
    case 'busyEnded':
      // A busy's one change names its station (`all`, `drinks`, `food`) and, set, its extra minutes.
      return { key: row.action, values: { field: labels.field(first?.field ?? 'all'), minutes: text(first?.to ?? null) }, more: 0 };
    case 'guestRefunded':
      return {
        key: 'guestRefunded',
        values: { name, guest: row.details.guest ?? '', amount: labels.money(row.details.amountCents ?? 0) },
        more: 0,
      };
    case 'tipPoolSaved':
      return {
        key: 'tipPoolSaved',
        values: {
          name,
          people: changes
            .filter((change) => change.to !== null)
            .map((change) => `${change.item} (${text(change.to)})`)
            .join(', '),
        },
        more: 0,
      };
    case 'userAdded':
    case 'customerErased':
    case 'tipPoolRemoved':
    case 'promoCodeCreated':
    case 'promoCodeDeactivated':
      return { key: row.action, values: { name }, more: 0 };
    case 'exportDownloaded':
      return { key: 'exportDownloaded', values: { name: row.details.file ?? name }, more: 0 };
    default:
      return { key: row.action, values: {}, more: 0 };
  }
}

/** The English labels of the shop info fields a save records (the screen translates `fields.<field>`). */
export const ACTIVITY_SHOP_FIELD_LABELS: Record<string, string> = {
  shopName: 'name',
  ownerName: 'owner',
  ownerEmail: 'owner email',
  phoneNumber: 'phone number',
  address: 'address',
  city: 'city',
  state: 'state',
  zipCode: 'ZIP code',
  tax: 'tax rate',
  all: 'every station',
  drinks: 'drinks',
  food: 'food',
};
