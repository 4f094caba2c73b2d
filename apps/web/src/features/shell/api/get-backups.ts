import type { BackupList } from '@brewline/contracts/schemas/backup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shellKeys } from './query-keys';

/** The backups' folder, the nightly schedule and its last outcome, for the administrator (decision 286). */
export const backupsQuery = queryOptions({
  queryKey: shellKeys.backups,
  queryFn: () => api<BackupList>('/api/admin/backups'),
});

export const useBackups = () => useQuery(backupsQuery);
