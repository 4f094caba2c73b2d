import {
  CUSTOMER_SEGMENTS,
  CUSTOMER_SORT_OF,
  type CustomerSegment,
  type CustomerSortKey,
  SEGMENT_TERMS,
} from '@brewline/contracts/customers';
import type { CustomerRow, CustomersQuery } from '@brewline/contracts/schemas/customers';
import { LocalOfferOutlined, SearchOutlined } from '@mui/icons-material';
import { Button, Chip, InputAdornment, Skeleton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { ServerDownloadButton } from '../../../components/data-table/server-download-button';
import { ListFrame, useListTable } from '../../../components/list-frame';
import { PageHeader } from '../../../components/page-header';
import { useNotice } from '../../../components/use-notice';
import { formatNumber } from '../../../lib/format';
import { useShopEntry } from '../../../lib/session-store';
import {
  contactListExport,
  customersExport,
  FIRST_CUSTOMERS_QUERY,
  useCustomerContacts,
  useCustomers,
  useCustomerSegments,
} from '../api/get-customers';
import { useCustomerColumns } from '../components/customer-columns';

const PAGE_SIZES = [25, FIRST_CUSTOMERS_QUERY.pageSize, 100];
/** A search is sent this long after the last key typed. */
const SEARCH_PAUSE_MS = 300;
const idOf = (row: CustomerRow) => row.id;
const sortKeyOf = (key: string | undefined): CustomerSortKey =>
  (key && CUSTOMER_SORT_OF[key as keyof CustomerRow]) || FIRST_CUSTOMERS_QUERY.sort;

/** /app/customers: the shop's customers (on a chain shop, the chain's), paged, sorted and searched on the server, by segment. */
export function CustomersPage() {
  const { shopId, permissions } = useShopEntry();
  return <Customers key={shopId} shopId={shopId} canMakePromoCodes={permissions.menuBuilding} />;
}

function Customers({ shopId, canMakePromoCodes }: { shopId: number; canMakePromoCodes: boolean }) {
  const { t } = useTranslation('customers');
  const notice = useNotice();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [segment, setSegment] = useState<CustomerSegment | null>(null);
  const table = useListTable({
    pageSize: FIRST_CUSTOMERS_QUERY.pageSize,
    sort: { key: 'lastVisit', direction: FIRST_CUSTOMERS_QUERY.order },
  });
  const { firstPage } = table;
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      firstPage();
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, firstPage]);

  const { page, pageSize, sort } = table.state;
  const filter = {
    sort: sortKeyOf(sort?.key),
    order: sort?.direction ?? FIRST_CUSTOMERS_QUERY.order,
    ...(search ? { search } : {}),
    ...(segment ? { segment } : {}),
  } satisfies Omit<CustomersQuery, 'page' | 'pageSize'>;
  const customers = useCustomers(shopId, { page, pageSize, ...filter });
  const segments = useCustomerSegments(shopId);
  const contactFilter = { ...(search ? { search } : {}), ...(segment ? { segment } : {}) };
  const contacts = useCustomerContacts(shopId, contactFilter);
  const contactCount = contacts.data?.contacts;
  const columns = useCustomerColumns();
  const total = customers.data?.total ?? 0;
  const choose = (next: CustomerSegment | null) => {
    setSegment(next);
    firstPage();
  };
  // Until the counts come, a chip keeps a count's room, so the chips do not move when they arrive.
  const counted = (label: string, count: number | undefined) =>
    count === undefined ? (
      <>
        {label} (<Skeleton variant="text" aria-hidden sx={{ display: 'inline-block', width: '2.5ch' }} />)
      </>
    ) : (
      `${label} (${formatNumber(count)})`
    );

  return (
    <Stack spacing={3}>
      <PageHeader title={t('title')} description={t('subtitle')} />
      {/* On a phone the chips are one scrolling row: wrapped, they took four lines and pushed the list down. */}
      <Stack
        direction="row"
        sx={{ flexWrap: { xs: 'nowrap', sm: 'wrap' }, overflowX: { xs: 'auto', sm: 'visible' }, gap: 1, '& > *': { flexShrink: 0 } }}
        role="group"
        aria-label={t('segmentsLabel')}
      >
        <Chip
          label={counted(t('segments.all'), segments.data?.all)}
          color={segment === null ? 'primary' : 'default'}
          variant={segment === null ? 'filled' : 'outlined'}
          onClick={() => choose(null)}
          aria-pressed={segment === null}
        />
        {CUSTOMER_SEGMENTS.map((one) => (
          <Tooltip key={one} title={t(`segmentRules.${one}`, SEGMENT_TERMS)} describeChild>
            <Chip
              label={counted(t(`segments.${one}`), segments.data?.counts[one])}
              color={segment === one ? 'primary' : 'default'}
              variant={segment === one ? 'filled' : 'outlined'}
              onClick={() => choose(segment === one ? null : one)}
              aria-pressed={segment === one}
            />
          </Tooltip>
        ))}
      </Stack>
      {segment && canMakePromoCodes && (
        <Button
          component={RouterLink}
          to={`/app/promo-code?segment=${segment}`}
          variant="outlined"
          startIcon={<LocalOfferOutlined />}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          {t('segmentPromo')}
        </Button>
      )}
      <TextField
        size="small"
        type="search"
        label={t('search')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        sx={{ width: { xs: '100%', sm: 360 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <ListFrame
        description={customers.data ? t('count', { count: total }) : <Skeleton variant="text" width="10ch" />}
        // Drawn from the start (disabled until there are rows), so the line does not grow when the list comes.
        exportButton={
          <Stack spacing={0.5} sx={{ alignItems: { sm: 'flex-end' } }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <ServerDownloadButton
                label={t('download')}
                disabled={total === 0}
                {...customersExport(shopId, filter)}
                onError={(error) => {
                  console.error(error);
                  notice.serverError(t('exportFailed'));
                }}
              />
              <ServerDownloadButton
                label={
                  contactCount === undefined ? t('contacts.download') : t('contacts.downloadCount', { number: formatNumber(contactCount) })
                }
                {...contactListExport(shopId, contactFilter)}
                disabled={!contactCount}
                onError={(error) => {
                  console.error(error);
                  notice.serverError(t('contacts.failed'));
                }}
              />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t('contacts.note')}
            </Typography>
          </Stack>
        }
        error={customers.error}
        onRetry={() => void customers.refetch()}
        failedText={t('loadFailed')}
      >
        <DataTable
          label={t('tableLabel')}
          columns={columns}
          rows={customers.data?.rows ?? []}
          getRowId={idOf}
          emptyText={t('empty')}
          loading={customers.isFetching}
          pageSizeOptions={PAGE_SIZES}
          server={table.server(total)}
        />
      </ListFrame>
    </Stack>
  );
}
