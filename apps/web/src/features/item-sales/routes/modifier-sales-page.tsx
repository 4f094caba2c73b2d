import { Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { ExportButton } from '../../../components/data-table/export-button';
import { useDateRange } from '../../../components/date-range-fields';
import { ReportCard } from '../../../components/report-card';
import { ReportFrame } from '../../../components/report-frame';
import { useNotice } from '../../../components/use-notice';
import { useShopId } from '../../../lib/session-store';
import { useModifierSales } from '../api/get-sales';
import {
  type ModifierRow,
  type AttachRow,
  attachRows,
  SALES_PAGE_SIZES,
  useModifierColumns,
  useAttachColumns,
} from '../components/sales-columns';
import { TopFiveChart } from '../components/top-five-chart';

const idOf = (row: ModifierRow) => row.name;
const attachIdOf = (row: AttachRow) => row.id;

/** /app/modifier_sales: the range, the top five modifiers' daily gross, every modifier with its attach rate, and the rate per item. */
export function ModifierSalesPage() {
  const shopId = useShopId();
  return <ModifierSalesScreen key={shopId} shopId={shopId} />;
}

function ModifierSalesScreen({ shopId }: { shopId: number }) {
  const { t } = useTranslation('item-sales');
  const notice = useNotice();
  const dates = useDateRange();
  const sales = useModifierSales(shopId, dates.range);
  const columns = useModifierColumns();
  const attachColumns = useAttachColumns();
  const rows = sales.data?.rows ?? [];
  const perItem = useMemo(() => attachRows(sales.data?.rows ?? []), [sales.data]);
  const empty = t('modifiers.emptyRange');
  return (
    <ReportFrame
      title={t('modifiers.title')}
      range={{ value: dates.value, onChange: dates.setValue, startLabel: t('startDate'), endLabel: t('endDate') }}
      ready={dates.range !== null}
      waitingText={t('selectRange')}
      loading={sales.isFetching}
      error={sales.error}
      onRetry={() => void sales.refetch()}
      failedText={t('loadFailed')}
    >
      <ReportCard title={t('modifiers.chartTitle')}>
        {!sales.isError && <TopFiveChart lines={sales.data?.topFive} label={t('modifiers.chartTitle')} emptyText={empty} />}
      </ReportCard>
      <ReportCard
        title={t('modifiers.tableTitle')}
        action={
          <ExportButton
            label={t('modifiers.download')}
            disabled={rows.length === 0}
            onError={(error) => {
              console.error(error);
              notice.serverError(t('exportFailed'));
            }}
            spreadsheet={() => ({
              // The download keeps the file and sheet names its users know: the texts on screen still say Add-on.
              fileName: `AddonSales-${sales.data?.from}-${sales.data?.to}`,
              sheets: [
                { name: 'Add-on Sales', columns, rows },
                { name: 'Attach Rate by Item', columns: attachColumns, rows: perItem },
              ],
            })}
          />
        }
      >
        <Typography variant="body2" color="text.secondary">
          {t('modifiers.attachHint')}
        </Typography>
        <DataTable
          label={t('modifiers.tableTitle')}
          columns={columns}
          rows={rows}
          getRowId={idOf}
          emptyText={sales.data ? empty : t('modifiers.empty')}
          loading={sales.isFetching}
          pageSizeOptions={SALES_PAGE_SIZES}
          defaultPageSize={10}
          defaultSort={{ key: 'grossCents', direction: 'desc' }}
        />
      </ReportCard>
      <ReportCard title={t('modifiers.perItemTitle')}>
        <DataTable
          label={t('modifiers.perItemTitle')}
          columns={attachColumns}
          rows={perItem}
          getRowId={attachIdOf}
          emptyText={sales.data ? empty : t('modifiers.empty')}
          loading={sales.isFetching}
          pageSizeOptions={SALES_PAGE_SIZES}
          defaultPageSize={10}
          defaultSort={{ key: 'attachRate', direction: 'desc' }}
        />
      </ReportCard>
    </ReportFrame>
  );
}
