import { sharedKeys } from '../../../lib/query-keys';

/** The dashboard frame's cached reads. */
export const shellKeys = {
  shopSummary: sharedKeys.shopSummary,
  onboardedShops: [...sharedKeys.shopLists, { onboarded: true }] as const,
};
