import { CUSTOMER_ORDERS_PAGE_SIZE } from '@brewline/contracts/customers';
import type { CustomerOrdersPage, CustomerProfile } from '@brewline/contracts/schemas/customers';
import { MEMBER_STATUS_LABELS } from '@brewline/contracts/members';
import { ArrowBack } from '@mui/icons-material';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { Column } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/data-table';
import { useListTable } from '../../../components/list-frame';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { ReportCard } from '../../../components/report-card';
import { ReportFigure } from '../../../components/report-figure';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../../lib/format';
import { useShopId } from '../../../lib/session-store';
import { useCustomer, useCustomerOrders } from '../api/get-customer';
import { useMemberText } from '../components/customer-columns';
import { CustomerDataActions } from '../components/customer-data-actions';
import { SpendChart } from '../components/spend-chart';

type OrderRow = CustomerOrdersPage['rows'][number];

/** /app/customers/:customerId: one customer's figures, segments, spend, favourites, memberships, codes, refunds, events and orders. */
export function CustomerProfilePage() {
  const shopId = useShopId();
  const { customerId } = useParams();
  return <Profile key={`${shopId}-${customerId}`} shopId={shopId} customerId={Number(customerId)} />;
}

function Profile({ shopId, customerId }: { shopId: number; customerId: number }) {
  const { t } = useTranslation('customers');
  const profile = useCustomer(shopId, customerId);
  const data = profile.data;
  const memberText = useMemberText();
  return (
    <Stack spacing={3}>
      <Box>
        <Button component={RouterLink} to="/app/customers" startIcon={<ArrowBack />} size="small">
          {t('profile.back')}
        </Button>
      </Box>
      <PageHeader
        title={data ? data.customer.name || data.customer.email : t('title')}
        longTitle
        description={
          data ? [data.customer.email, data.customer.phone, memberText(data.customer.member)].filter(Boolean).join(' · ') : undefined
        }
        actions={data && <CustomerDataActions shopId={shopId} customer={data.customer} />}
      />
      {profile.error ? (
        <LoadError error={profile.error} onRetry={() => void profile.refetch()}>
          {t('profile.loadFailed')}
        </LoadError>
      ) : (
        data && <ProfileCards shopId={shopId} customerId={customerId} profile={data} />
      )}
    </Stack>
  );
}

// A date or an item's name at the figures' size is wider than half a phone's card: on a phone it takes the whole row,
// and a name longer than the row breaks rather than being cut.
const wideFigureSx = { gridColumn: { xs: 'span 2', sm: 'auto' }, '& p': { overflowWrap: 'anywhere' } } as const;
const cardsSx = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } } as const;

function ProfileCards({ shopId, customerId, profile }: { shopId: number; customerId: number; profile: CustomerProfile }) {
  const { t } = useTranslation(['customers', 'messages']);
  const { customer } = profile;
  const lines = (items: string[], empty: string) =>
    items.length === 0 ? (
      <Typography color="text.secondary">{empty}</Typography>
    ) : (
      <List dense disablePadding>
        {items.map((item, i) => (
          <ListItem key={i} disableGutters>
            <ListItemText primary={item} />
          </ListItem>
        ))}
      </List>
    );
  return (
    <Box sx={cardsSx}>
      <ReportCard title={t('profile.figures')} wide>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            // From a tablet up, as many columns as hold a date whole (12rem), four at most in practice.
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(12rem, 1fr))' },
            gridAutoFlow: 'row dense',
          }}
        >
          <ReportFigure label={t('columns.visits')} value={formatNumber(customer.visits)} />
          <ReportFigure label={t('columns.spend')} value={formatMoney(customer.spendCents)} />
          <ReportFigure label={t('columns.averageOrder')} value={formatMoney(customer.averageOrderCents)} />
          <Box sx={wideFigureSx}>
            <ReportFigure
              label={t('columns.firstVisit')}
              value={customer.firstVisit ? formatDate(customer.firstVisit) : t('profile.none')}
            />
          </Box>
          <Box sx={wideFigureSx}>
            <ReportFigure label={t('columns.lastVisit')} value={customer.lastVisit ? formatDate(customer.lastVisit) : t('profile.none')} />
          </Box>
          <ReportFigure
            label={t('profile.usualGap')}
            value={profile.usualGapDays === null ? t('profile.none') : t('profile.usualGapDays', { count: profile.usualGapDays })}
          />
          <ReportFigure
            label={t('profile.daysSince')}
            value={profile.daysSinceLastVisit === null ? t('profile.none') : formatNumber(profile.daysSinceLastVisit)}
          />
          <Box sx={wideFigureSx}>
            <ReportFigure label={t('columns.favouriteItem')} value={customer.favouriteItem ?? t('profile.none')} />
          </Box>
        </Box>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label={t('profile.segments')}>
          {profile.segments.length === 0 ? (
            <Typography color="text.secondary">{t('profile.noSegment')}</Typography>
          ) : (
            profile.segments.map((segment) => <Chip key={segment} color="primary" variant="outlined" label={t(`segments.${segment}`)} />)
          )}
        </Stack>
        {customer.shops.length > 1 && (
          <Typography color="text.secondary">
            {t('profile.shops')}: {customer.shops.map((shop) => shop.shopName).join(', ')}
          </Typography>
        )}
      </ReportCard>
      <ReportCard title={t('profile.spendByMonth')} wide>
        <SpendChart months={profile.spendByMonth} label={t('profile.spendByMonth')} />
      </ReportCard>
      <ReportCard title={t('profile.favouriteItems')}>
        {lines(
          profile.favouriteItems.map((item) => `${item.name} × ${formatNumber(item.count)}`),
          t('profile.none'),
        )}
      </ReportCard>
      <ReportCard title={t('profile.favouriteModifiers')}>
        {lines(
          profile.favouriteModifiers.map((item) => `${item.name} × ${formatNumber(item.count)}`),
          t('profile.none'),
        )}
      </ReportCard>
      <ReportCard title={t('profile.memberships')}>
        {lines(
          profile.memberships.map((row) =>
            [
              `${row.tier} · ${t(`messages:${MEMBER_STATUS_LABELS[row.status]}`)}`,
              t('profile.requested', { date: formatDate(row.requestedAt) }),
              row.approvedAt ? t('profile.approved', { date: formatDate(row.approvedAt) }) : '',
              row.cancelledAt ? t('profile.ended', { date: formatDate(row.cancelledAt) }) : '',
              t('profile.dues', { amount: formatMoney(row.duesCents) }),
              t('profile.complimentary', { count: row.complimentaryItems }),
            ]
              .filter(Boolean)
              .join(' · '),
          ),
          t('profile.noMemberships'),
        )}
      </ReportCard>
      <ReportCard title={t('profile.promoCodes')}>
        {lines(
          profile.promoCodes.map((row) =>
            t('profile.promoUse', { code: row.code, uses: row.uses, discount: formatMoney(row.discountCents) }),
          ),
          t('profile.noPromoCodes'),
        )}
      </ReportCard>
      <ReportCard title={t('profile.refunds')}>
        {lines(
          profile.refunds.map((row) => `${formatDate(row.createdAt)} · ${formatMoney(row.amountCents)} · ${row.description}`),
          t('profile.noRefunds'),
        )}
      </ReportCard>
      <ReportCard title={t('profile.events')}>
        {lines(
          profile.events.map((row) => t('profile.tickets', { name: row.name, count: row.tickets, date: formatDate(row.orderedAt) })),
          t('profile.noEvents'),
        )}
      </ReportCard>
      <ReportCard title={t('profile.orders')} wide>
        <CustomerOrders shopId={shopId} customerId={customerId} />
      </ReportCard>
    </Box>
  );
}

const orderIdOf = (row: OrderRow) => row.orderId;

/** The customer's orders, ten a page, newest first; an order opens its transaction. */
function CustomerOrders({ shopId, customerId }: { shopId: number; customerId: number }) {
  const { t } = useTranslation('customers');
  const table = useListTable({ pageSize: CUSTOMER_ORDERS_PAGE_SIZE });
  const orders = useCustomerOrders(shopId, customerId, table.state.page);
  const [open, setOpen] = useState<OrderRow | null>(null);
  const columns = useMemo<Column<OrderRow>[]>(
    () => [
      {
        key: 'orderId',
        header: t('profile.columns.orderId'),
        type: 'id',
        sortable: false,
        card: 'title',
        render: (row) => (
          <Link component="button" onClick={() => setOpen(row)} aria-label={t('profile.openTransaction', { id: row.orderId })}>
            #{row.orderId}
          </Link>
        ),
      },
      { key: 'createdAt', header: t('profile.columns.createdAt'), type: 'datetime', sortable: false },
      { key: 'shopName', header: t('profile.columns.shopName'), sortable: false },
      { key: 'items', header: t('profile.columns.items'), sortable: false, minWidth: 160, grow: 2 },
      { key: 'totalCents', header: t('profile.columns.totalCents'), type: 'money', sortable: false, card: 'amount' },
      { key: 'status', header: t('profile.columns.status'), sortable: false },
    ],
    [t],
  );
  return (
    <>
      {orders.error ? (
        <LoadError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : (
        <DataTable
          label={t('profile.ordersLabel')}
          columns={columns}
          rows={orders.data?.rows ?? []}
          getRowId={orderIdOf}
          emptyText={t('profile.noOrders')}
          loading={orders.isFetching}
          pageSizeOptions={[CUSTOMER_ORDERS_PAGE_SIZE]}
          server={table.server(orders.data?.total ?? 0)}
        />
      )}
      <Dialog open={open !== null} onClose={() => setOpen(null)} fullWidth maxWidth="xs">
        {open && (
          <>
            <DialogTitle>{t('profile.openTransaction', { id: open.orderId })}</DialogTitle>
            <DialogContent>
              <List dense disablePadding>
                {[
                  [t('profile.transactionId'), open.transactionId === null ? '—' : String(open.transactionId)],
                  [t('profile.columns.createdAt'), formatDateTime(open.createdAt)],
                  [t('profile.columns.shopName'), open.shopName],
                  [t('profile.columns.items'), open.items],
                  [t('profile.columns.totalCents'), formatMoney(open.totalCents)],
                  [t('profile.columns.status'), open.status],
                ].map(([label, value]) => (
                  <ListItem key={label} disableGutters>
                    <ListItemText primary={value} secondary={label} />
                  </ListItem>
                ))}
              </List>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(null)}>{t('profile.close')}</Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </>
  );
}
