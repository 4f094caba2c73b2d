import type { CustomerOrdersPage, CustomerProfile } from '@brewline/contracts/schemas/customers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { customersKeys } from './query-keys';

export const getCustomer = (shopId: number, customerId: number) => api<CustomerProfile>(`/api/shops/${shopId}/customers/${customerId}`);

export const useCustomer = (shopId: number, customerId: number) =>
  useQuery(queryOptions({ queryKey: customersKeys.profile(shopId, customerId), queryFn: () => getCustomer(shopId, customerId) }));

export const getCustomerOrders = (shopId: number, customerId: number, page: number) =>
  api<CustomerOrdersPage>(`/api/shops/${shopId}/customers/${customerId}/orders`, { query: { page } });

export const useCustomerOrders = (shopId: number, customerId: number, page: number) =>
  useQuery(
    queryOptions({
      queryKey: customersKeys.orders(shopId, customerId, page),
      queryFn: () => getCustomerOrders(shopId, customerId, page),
      placeholderData: keepPreviousData,
    }),
  );
