import type { VisitSourceRow, VisitsReportQuery } from '@brewline/contracts/schemas/visits';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { DataTable } from '../../../components/data-table/data-table';
import { ExportButton } from '../../../components/data-table/export-button';
import { DateRangeFields } from '../../../components/date-range-fields';
import { useNotice } from '../../../components/use-notice';
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
  const notice = useNotice();
  const report = useVisitsReport(range);
  const columns = useVisitSourceColumns();
  const rows = report.data?.sources ?? [];

  return (
    <Stack spacing={3}>
      <PageHeader title={t('title')} description={t('subtitle')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <DateRangeFields
          open
          value={{ from: range.from ?? '', to: range.to ?? '' }}
          onChange={({ from, to }) => setRange({ from: from || undefined, to: to || undefined })}
          startLabel={t('from')}
          endLabel={t('to')}
        />
        <Button onClick={() => setRange({})} disabled={!range.from && !range.to}>
          {t('clear')}
        </Button>
      </Stack>
      {report.isError && <LoadError error={report.error} onRetry={() => void report.refetch()} />}
      {report.data && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Typography data-testid="visits-total" sx={{ fontWeight: 600 }}>
            {t('total', { count: report.data.totalVisits, formatted: formatNumber(report.data.totalVisits) })}
          </Typography>
          {rows.length > 0 && (
            <ExportButton
              label={t('download')}
              onError={() => notice.serverError(t('exportFailed'))}
              spreadsheet={() => ({
                fileName: range.from || range.to ? `VisitSources-${range.from ?? 'start'}-to-${range.to ?? 'today'}` : 'VisitSources',
                sheets: [{ name: 'Visit Sources', columns, rows }],
              })}
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
