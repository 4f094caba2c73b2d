import { contactListFileName, CUSTOMERS_EXPORT_NAME, CUSTOMERS_PAGE_SIZE } from '@brewline/contracts/customers';
import type {
  CustomerContactCount,
  CustomerContactsQuery,
  CustomerSegments,
  CustomersPage,
  CustomersQuery,
} from '@brewline/contracts/schemas/customers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type QueryValues, withQuery } from '../../../lib/api-client';
import { customersKeys } from './query-keys';

/** What the Customers list asks first: its first page, the latest visit first, every customer. */
export const FIRST_CUSTOMERS_QUERY = {
  page: 0,
  pageSize: CUSTOMERS_PAGE_SIZE,
  sort: 'lastVisit',
  order: 'desc',
} as const satisfies CustomersQuery;

// The schema's input type of a coerced number is unknown; the screen sends numbers.
export const getCustomers = (shopId: number, query: CustomersQuery) =>
  api<CustomersPage>(`/api/shops/${shopId}/customers`, { query: { ...query } as QueryValues });

export const customersQuery = (shopId: number, query: CustomersQuery) =>
  queryOptions({
    queryKey: customersKeys.list(shopId, query),
    queryFn: () => getCustomers(shopId, query),
    placeholderData: keepPreviousData,
  });

export const useCustomers = (shopId: number, query: CustomersQuery) => useQuery(customersQuery(shopId, query));

export const getCustomerSegments = (shopId: number) => api<CustomerSegments>(`/api/shops/${shopId}/customers/segments`);

export const customerSegmentsQuery = (shopId: number) =>
  queryOptions({ queryKey: customersKeys.segments(shopId), queryFn: () => getCustomerSegments(shopId) });

export const useCustomerSegments = (shopId: number) => useQuery(customerSegmentsQuery(shopId));

/** Customers.xlsx of the current search and segment, in the list's order, streamed by the server. */
export const customersExport = (shopId: number, query: Omit<CustomersQuery, 'page' | 'pageSize'>) => ({
  path: withQuery(`/api/shops/${shopId}/customers.xlsx`, { ...query } as QueryValues),
  fileName: `${CUSTOMERS_EXPORT_NAME}.xlsx`,
});

/** How many contacts the contact list of the search and segment holds: its customers who agreed to marketing. */
export const getCustomerContacts = (shopId: number, query: CustomerContactsQuery) =>
  api<CustomerContactCount>(`/api/shops/${shopId}/customers/contacts`, { query: { ...query } as QueryValues });

export const useCustomerContacts = (shopId: number, query: CustomerContactsQuery) =>
  useQuery({
    queryKey: customersKeys.contacts(shopId, query),
    queryFn: () => getCustomerContacts(shopId, query),
    placeholderData: keepPreviousData,
  });

/** The contact list (CSV) of the search and segment, streamed by the server: the customers who agreed to marketing. */
export const contactListExport = (shopId: number, query: CustomerContactsQuery) => ({
  path: withQuery(`/api/shops/${shopId}/customers/contacts.csv`, { ...query } as QueryValues),
  fileName: contactListFileName(query.segment),
});
