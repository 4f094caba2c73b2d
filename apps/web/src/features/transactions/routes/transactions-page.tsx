import {
  TRANSACTION_DEFAULT_PAGE_SIZE,
  TRANSACTION_PAGE_SIZES,
  TRANSACTION_SORT_KEYS,
  type TransactionSortKey,
} from '@brewline/contracts/analytics';
import type { TransactionRow } from '@brewline/contracts/schemas/analytics';
import { ALL_TRANSACTION_TYPES, TRANSACTION_TYPES } from '@brewline/contracts/ledger';
import { SearchOutlined } from '@mui/icons-material';
import { Button, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListTable } from '../../../components/list-frame';
import { useDateRange } from '../../../components/date-range-fields';
import { ReportFrame } from '../../../components/report-frame';
import { DataTable } from '../../../components/data-table/data-table';
import { ServerDownloadButton } from '../../../components/data-table/server-download-button';
import type { SortState } from '../../../components/data-table/table-state';
import { useNotice } from '../../../components/use-notice';
import { useShopId } from '../../../lib/session-store';
import { type TransactionsFilter, transactionsExport, useTransactions } from '../api/get-transactions';
import { SummaryCards } from '../components/summary-cards';
import { useTransactionColumns } from '../components/transaction-columns';

const TYPE_CHOICES = [ALL_TRANSACTION_TYPES.code, ...TRANSACTION_TYPES.map((type) => type.code)] as const;
const DEFAULT_SORT: SortState = { key: 'createdAt', direction: 'desc' };
const idOf = (row: TransactionRow) => row.transactionId;
const isSortKey = (key: string): key is TransactionSortKey => (TRANSACTION_SORT_KEYS as readonly string[]).includes(key);

/** /app/analytics: transactions of a range and type, their summary cards, the server-paged table and TransactionsData.xlsx. */
export function TransactionsPage() {
  const shopId = useShopId();
  return <Transactions key={shopId} shopId={shopId} />;
}

function Transactions({ shopId }: { shopId: number }) {
  const { t } = useTranslation('transactions');
  const notice = useNotice();
  const dates = useDateRange();
  const [type, setType] = useState<'all' | number>('all');
  // What Get Transactions last asked for: the table shows it until the next press.
  const [filter, setFilter] = useState<TransactionsFilter | null>(null);
  const table = useListTable({ pageSize: TRANSACTION_DEFAULT_PAGE_SIZE, sort: DEFAULT_SORT });
  const sort = table.state.sort && isSortKey(table.state.sort.key) ? table.state.sort : DEFAULT_SORT;
  const request = filter && {
    ...filter,
    page: table.state.page + 1,
    pageSize: table.state.pageSize,
    sort: sort.key as TransactionSortKey,
    direction: sort.direction,
  };
  const transactions = useTransactions(shopId, request);
  const columns = useTransactionColumns();
  const data = transactions.data;
  const total = data?.total ?? 0;

  const getTransactions = () => {
    if (!dates.range) return;
    const next = { ...dates.range, type };
    // Asking again for the same range and type fetches afresh: the owner presses it to see what came in since.
    if (filter && filter.from === next.from && filter.to === next.to && filter.type === next.type && table.state.page === 0)
      void transactions.refetch();
    setFilter(next);
    table.firstPage();
  };

  return (
    <ReportFrame
      title={t('title')}
      range={{ value: dates.value, onChange: dates.setValue, startLabel: t('startDate'), endLabel: t('endDate') }}
      filters={
        <>
          <TextField
            select
            size="small"
            label={t('type')}
            value={String(type)}
            onChange={(event) => setType(event.target.value === 'all' ? 'all' : Number(event.target.value))}
            sx={{ width: { xs: '100%', md: 200 } }}
          >
            {TYPE_CHOICES.map((code) => (
              <MenuItem key={code} value={String(code)}>
                {t(`types.${code}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="contained" startIcon={<SearchOutlined />} disabled={!dates.range} sx={{ whiteSpace: 'nowrap' }}>
            {t('get')}
          </Button>
        </>
      }
      onSubmit={getTransactions}
      ready={filter !== null}
      waitingText={dates.state.kind === 'empty' ? t('selectRange') : t('prompt')}
      loading={false}
      error={transactions.error}
      onRetry={() => void transactions.refetch()}
      failedText={t('loadFailed')}
    >
      {data && <SummaryCards summary={data.summary} />}
      {total > 0 && filter && (
        <ServerDownloadButton
          label={t('download')}
          {...transactionsExport(shopId, filter)}
          onError={(error) => {
            console.error(error);
            notice.serverError(t('exportFailed'));
          }}
        />
      )}
      {/* Not in a card: the thirteen columns need the page's whole width. */}
      <DataTable
        label={t('tableLabel')}
        columns={columns}
        rows={data?.rows ?? []}
        getRowId={idOf}
        emptyText={t('empty')}
        loading={transactions.isFetching}
        pageSizeOptions={TRANSACTION_PAGE_SIZES}
        server={table.server(total)}
      />
    </ReportFrame>
  );
}
