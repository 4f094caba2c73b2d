import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { AccountMapping } from '@brewline/contracts/schemas/journal';
import { logins } from './accounts';
import { shops } from './shops';

/**
 * A shop's account mapping (decision 304): the names (QuickBooks) and codes (Xero) of the accounts its journal books
 * to, saved whole. A shop with no row books to the defaults.
 */
export const accountMappings = pgTable('account_mappings', {
  shopId: integer('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  accounts: jsonb('accounts').$type<AccountMapping>().notNull(),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  savedByLoginId: integer('saved_by_login_id').references(() => logins.id, { onDelete: 'set null' }),
});
