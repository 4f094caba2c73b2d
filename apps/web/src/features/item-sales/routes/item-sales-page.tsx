import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { ExportButton } from '../../../components/data-table/export-button';
import { useDateRange } from '../../../components/date-range-fields';
import { ReportCard } from '../../../components/report-card';
import { ReportFrame } from '../../../components/report-frame';
import { useNotice } from '../../../components/use-notice';
import { useShopId } from '../../../lib/session-store';
import { useItemSales } from '../api/get-sales';
import { type ItemRow, SALES_PAGE_SIZES, useItemColumns } from '../components/sales-columns';
import { TopFiveChart } from '../components/top-five-chart';

const idOf = (row: ItemRow) => row.menuItemId;

/** /app/item_sales: the range, the top five items' daily gross, and every item's count and gross (10 a page). */
export function ItemSalesPage() {
  const shopId = useShopId();
  return <ItemSales key={shopId} shopId={shopId} />;
}

function ItemSales({ shopId }: { shopId: number }) {
  const { t } = useTranslation('item-sales');
  const notice = useNotice();
  const dates = useDateRange();
  const sales = useItemSales(shopId, dates.range);
  const columns = useItemColumns();
  const rows = sales.data?.rows ?? [];
  const empty = t('items.emptyRange');
  return (
    <ReportFrame
      title={t('items.title')}
      range={{ value: dates.value, onChange: dates.setValue, startLabel: t('startDate'), endLabel: t('endDate') }}
      ready={dates.range !== null}
      waitingText={t('selectRange')}
      loading={sales.isFetching}
      error={sales.error}
      onRetry={() => void sales.refetch()}
      failedText={t('loadFailed')}
    >
      <ReportCard title={t('items.chartTitle')}>
        {!sales.isError && <TopFiveChart lines={sales.data?.topFive} label={t('items.chartTitle')} emptyText={empty} />}
      </ReportCard>
      <ReportCard
        title={t('items.tableTitle')}
        action={
          <ExportButton
            label={t('items.download')}
            disabled={rows.length === 0}
            onError={(error) => {
              console.error(error);
              notice.serverError(t('exportFailed'));
            }}
            spreadsheet={() => ({
              fileName: `ItemSales-${sales.data?.from}-${sales.data?.to}`,
              sheets: [{ name: 'Item Sales', columns, rows }],
            })}
          />
        }
      >
        <DataTable
          label={t('items.tableTitle')}
          columns={columns}
          rows={rows}
          getRowId={idOf}
          emptyText={sales.data ? empty : t('items.empty')}
          loading={sales.isFetching}
          pageSizeOptions={SALES_PAGE_SIZES}
          defaultPageSize={10}
          defaultSort={{ key: 'grossCents', direction: 'desc' }}
        />
      </ReportCard>
    </ReportFrame>
  );
}
