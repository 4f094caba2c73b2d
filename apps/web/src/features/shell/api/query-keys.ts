import { sharedKeys } from '../../../lib/query-keys';

/** The dashboard frame's cached reads. */
export const shellKeys = {
  shopSummary: sharedKeys.shopSummary,
  onboardedShops: [...sharedKeys.shopLists, { onboarded: true }] as const,
  /** The administrator's list of backups (/api/admin/backups). */
  backups: ['admin', 'backups'] as const,
};
