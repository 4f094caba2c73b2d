import type { VisitSourceRow, VisitsReportQuery } from '@brewline/contracts/visits';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { DataTable } from '../../../components/data-table/data-table';
import { ExportButton } from '../../../components/data-table/export-button';
import { formatNumber } from '../../../lib/format';
import { useVisitsReport } from '../api/get-visits-report';
import { useVisitSourceColumns } from '../components/visit-source-columns';
import { LoadError } from '../../../components/load-error';

const PAGE_SIZES = [10, 25, 50, 100];
const sourceOf = (row: VisitSourceRow) => row.source;

/** /admin/visits: how many landing-page visits each ?ref= source brought, for administrators. */
export function VisitsReportPage() {
  const { t } = useTranslation('visits-report');
  const [range, setRange] = useState<VisitsReportQuery>({});
  const [exportFailed, setExportFailed] = useState(false);
  const report = useVisitsReport(range);
  const columns = useVisitSourceColumns();
  const rows = report.data?.sources ?? [];
  const setDate = (end: 'from' | 'to') => (event: ChangeEvent<HTMLInputElement>) =>
    setRange((current) => ({ ...current, [end]: event.target.value || undefined }));

  return (
    <Stack spacing={3}>
      <PageHeader title={t('title')} description={t('subtitle')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label={t('from')}
          type="date"
          value={range.from ?? ''}
          onChange={setDate('from')}
          slotProps={{ inputLabel: { shrink: true } }}
          size="small"
        />
        <TextField
          label={t('to')}
          type="date"
          value={range.to ?? ''}
          onChange={setDate('to')}
          slotProps={{ inputLabel: { shrink: true } }}
          size="small"
        />
        <Button onClick={() => setRange({})} disabled={!range.from && !range.to}>
          {t('clear')}
        </Button>
      </Stack>
      {report.isError && <LoadError error={report.error} onRetry={() => void report.refetch()} />}
      {exportFailed && (
        <Alert severity="error" onClose={() => setExportFailed(false)}>
          {t('exportFailed')}
        </Alert>
      )}
      {report.data && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Typography data-testid="visits-total" sx={{ fontWeight: 600 }}>
            {t('total', { count: report.data.totalVisits, formatted: formatNumber(report.data.totalVisits) })}
          </Typography>
          {rows.length > 0 && (
            <ExportButton
              label={t('download')}
              onError={() => setExportFailed(true)}
              spreadsheet={() => {
                setExportFailed(false);
                return {
                  fileName: range.from || range.to ? `VisitSources-${range.from ?? 'start'}-to-${range.to ?? 'today'}` : 'VisitSources',
                  sheets: [{ name: 'Visit Sources', columns, rows }],
                };
              }}
            />
          )}
        </Stack>
      )}
      <DataTable
        label={t('tableLabel')}
        columns={columns}
        rows={rows}
        getRowId={sourceOf}
        emptyText={t('empty')}
        loading={report.isFetching}
        pageSizeOptions={PAGE_SIZES}
        defaultPageSize={10}
        defaultSort={{ key: 'visits', direction: 'desc' }}
      />
    </Stack>
  );
}
