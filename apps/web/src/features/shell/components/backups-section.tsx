import type { BackupEntry } from '@brewline/contracts/schemas/backup';
import { Chip, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/data-table';
import { ListFrame } from '../../../components/list-frame';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useBackups } from '../api/get-backups';

const CHECK_COLOR = { verified: 'success', failed: 'error', unchecked: 'default' } as const;
const fileNameOf = (row: BackupEntry) => row.fileName;

/** The admin overview's list of the embedded database's backups, each verified or failed (decision 286). */
export function BackupsSection() {
  const { t } = useTranslation('shell');
  const backups = useBackups();
  const columns = useMemo<Column<BackupEntry>[]>(
    () => [
      { key: 'fileName', header: t('backups.columns.file'), minWidth: 200, grow: 1.5, card: 'title' },
      { key: 'takenAt', header: t('backups.columns.takenAt'), type: 'datetime' },
      {
        key: 'size',
        header: t('backups.columns.size'),
        value: (row) => row.bytes,
        render: (row) => t('backups.megabytes', { size: formatNumber(Math.round(row.bytes / 104_857.6) / 10) }),
        width: 110,
      },
      {
        key: 'check',
        header: t('backups.columns.check'),
        type: 'custom',
        value: (row) => t(`backups.check.${row.check}`),
        render: (row) => (
          <Chip
            size="small"
            variant="outlined"
            color={CHECK_COLOR[row.check]}
            label={t(`backups.check.${row.check}`)}
            title={row.reason ?? undefined}
          />
        ),
        card: 'status',
      },
    ],
    [t],
  );
  const data = backups.data;
  const description = !data
    ? undefined
    : data.scheduled && data.time
      ? t('backups.scheduled', { time: data.time, keep: data.keep, next: formatDateTime(data.nextAt) })
      : t('backups.off');
  return (
    <Stack spacing={2} component="section" aria-labelledby="backups-title">
      <Typography id="backups-title" variant="h6" component="h2">
        {t('backups.title')}
      </Typography>
      {data?.last && !data.last.ok && (
        <Typography color="error" role="status">
          {t('backups.lastFailed', { at: formatDateTime(data.last.at), reason: data.last.reason ?? '' })}
        </Typography>
      )}
      <ListFrame description={description} error={backups.error} onRetry={() => void backups.refetch()} failedText={t('backups.failed')}>
        <DataTable
          label={t('backups.title')}
          columns={columns}
          rows={data?.backups ?? []}
          getRowId={fileNameOf}
          emptyText={t('backups.empty')}
          loading={backups.isFetching}
          defaultPageSize={10}
          pageSizeOptions={[10, 25, 50]}
          defaultSort={{ key: 'takenAt', direction: 'desc' }}
        />
      </ListFrame>
    </Stack>
  );
}
