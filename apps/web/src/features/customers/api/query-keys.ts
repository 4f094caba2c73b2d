import type { CustomerContactsQuery, CustomersQuery } from '@brewline/contracts/schemas/customers';
import { sharedKeys } from '../../../lib/query-keys';

/** Below the shop's `analytics` prefix, so whatever refreshes the reports (a new order) refreshes these too. */
export const customersKeys = {
  all: (shopId: number) => [...sharedKeys.shop(shopId), 'analytics', 'customers'] as const,
  list: (shopId: number, query: CustomersQuery) => [...customersKeys.all(shopId), 'list', query] as const,
  segments: (shopId: number) => [...customersKeys.all(shopId), 'segments'] as const,
  contacts: (shopId: number, query: CustomerContactsQuery) => [...customersKeys.all(shopId), 'contacts', query] as const,
  profile: (shopId: number, customerId: number) => [...customersKeys.all(shopId), 'profile', customerId] as const,
  orders: (shopId: number, customerId: number, page: number) => [...customersKeys.all(shopId), 'orders', customerId, page] as const,
};
