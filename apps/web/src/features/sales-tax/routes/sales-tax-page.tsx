import { salesTaxYears } from '@brewline/contracts/sales-tax';
import type { SalesTaxPeriod, SalesTaxReport } from '@brewline/contracts/schemas/sales-tax';
import { Box, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { ExportButton } from '../../../components/data-table/export-button';
import { ReportCard } from '../../../components/report-card';
import { ReportFigure } from '../../../components/report-figure';
import { ReportFrame } from '../../../components/report-frame';
import { useNotice } from '../../../components/use-notice';
import { formatMoney } from '../../../lib/format';
import { useShopId } from '../../../lib/session-store';
import { useSalesTax } from '../api/sales-tax';
import { useSalesTaxColumns } from '../components/sales-tax-columns';

const periodOf = (row: SalesTaxPeriod) => row.period;

/** /app/sales_tax: a year's sales tax by quarter and by month of the shop's own calendar, and SalesTax.xlsx. */
export function SalesTaxPage() {
  const shopId = useShopId();
  return <SalesTax key={shopId} shopId={shopId} />;
}

function SalesTax({ shopId }: { shopId: number }) {
  const { t } = useTranslation('sales-tax');
  const notice = useNotice();
  const years = salesTaxYears(new Date().getUTCFullYear());
  const [year, setYear] = useState(years[0]!);
  const tax = useSalesTax(shopId, year);
  const report = tax.data;
  const columns = useSalesTaxColumns();
  return (
    <ReportFrame
      title={t('title')}
      description={t('description')}
      filters={
        <TextField select label={t('year')} value={year} onChange={(event) => setYear(Number(event.target.value))} sx={{ minWidth: 140 }}>
          {years.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      }
      loading={tax.isFetching}
      error={tax.error}
      onRetry={() => void tax.refetch()}
      failedText={t('loadFailed')}
    >
      <Figures report={report} />
      <ReportCard
        title={t('quarters')}
        action={
          <ExportButton
            label={t('download')}
            disabled={!report}
            onError={(error) => {
              console.error(error);
              notice.serverError(t('exportFailed'));
            }}
            spreadsheet={() => ({
              fileName: `SalesTax-${report!.year}`,
              sheets: [
                { name: t('quarters'), columns, rows: [...report!.quarters, report!.total] },
                { name: t('months'), columns, rows: report!.months },
              ],
            })}
          />
        }
      >
        <DataTable
          label={t('quarters')}
          columns={columns}
          rows={report ? [...report.quarters, report.total] : []}
          getRowId={periodOf}
          emptyText={t('empty')}
          loading={tax.isFetching}
          pageSizeOptions={[5]}
          defaultPageSize={5}
        />
      </ReportCard>
      <ReportCard title={t('months')}>
        <DataTable
          label={t('months')}
          columns={columns}
          rows={report?.months ?? []}
          getRowId={periodOf}
          emptyText={t('empty')}
          loading={tax.isFetching}
          pageSizeOptions={[12]}
          defaultPageSize={12}
        />
      </ReportCard>
    </ReportFrame>
  );
}

function Figures({ report }: { report: SalesTaxReport | undefined }) {
  const { t } = useTranslation('sales-tax');
  const total = report?.total;
  return (
    <Box
      data-testid="sales-tax-figures"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
    >
      <ReportFigure label={t('figures.net')} value={total && formatMoney(total.netTaxCents)} hint={t('figures.netHint')} />
      <ReportFigure label={t('figures.taxable')} value={total && formatMoney(total.taxableSalesCents)} />
      <ReportFigure label={t('figures.nonTaxable')} value={total && formatMoney(total.nonTaxableSalesCents)} />
      <ReportFigure label={t('figures.refunded')} value={total && formatMoney(total.taxRefundedCents)} />
    </Box>
  );
}
