import type { ShopNavContext } from '@brewline/contracts/navigation';
import { NO_PERMISSIONS } from '@brewline/contracts/permissions';
import { selectedShopEntry, useClientSession } from '../../lib/session-store';
import { useShopSummary } from './api/get-shop-summary';

/** The selected shop as the navigation rules see it: the session's permissions plus the shop's summary. */
export function useShopContext() {
  const client = useClientSession();
  const entry = selectedShopEntry(client);
  const summary = useShopSummary(entry?.shopId ?? null);
  const nav: ShopNavContext | null = summary.data
    ? {
        permissions: entry?.permissions ?? NO_PERMISSIONS,
        isChainShop: summary.data.isChainShop,
        membershipEnabled: summary.data.membershipEnabled,
        hasGlobalMembership: summary.data.hasGlobalMembership,
      }
    : null;
  return { client, entry, summary, nav };
}
