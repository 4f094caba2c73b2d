import type { PayoutRow, TransactionRow } from '@brewline/contracts/schemas/analytics';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { ExportButton } from '../../../components/data-table/export-button';
import { useNotice } from '../../../components/use-notice';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format';
import { usePayoutTransactions } from '../api/get-payout-transactions';
import { useReconciliationColumns, weekLabel } from './payout-columns';
import { LoadError } from '../../../components/load-error';

const idOf = (row: TransactionRow) => row.transactionId;

/** A payout's reconciliation (decision 092, 099): the transactions it pays, whose nets add up to the paid amount. */
export function ReconciliationDialog({ shopId, payout, onClose }: { shopId: number; payout: PayoutRow | null; onClose: () => void }) {
  const { t } = useTranslation('payouts');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const notice = useNotice();
  const columns = useReconciliationColumns();
  const query = usePayoutTransactions(shopId, payout?.payoutId ?? null);
  const data = query.data;
  const title = payout ? t('reconciliation.title', { date: formatDate(payout.date) }) : '';
  return (
    <Dialog open={payout !== null} onClose={onClose} fullScreen={fullScreen} maxWidth="lg" fullWidth aria-labelledby="reconciliation-title">
      <DialogTitle id="reconciliation-title">{title}</DialogTitle>
      <DialogContent>
        {payout && (
          <Stack spacing={2}>
            <Typography color="text.secondary">{t('reconciliation.week', { week: weekLabel(payout) })}</Typography>
            {query.isPending && <LinearProgress aria-label={t('loading')} />}
            {query.isError && (
              <LoadError error={query.error} onRetry={() => void query.refetch()}>
                {t('loadFailed')}
              </LoadError>
            )}
            {data && (
              <>
                <Alert severity={data.differenceCents === 0 ? 'success' : 'warning'} data-testid="reconciliation-sum">
                  {data.differenceCents === 0
                    ? t('reconciliation.balanced', {
                        transactions: formatNumber(data.summary.count),
                        net: formatMoney(data.summary.netCents),
                        paid: formatMoney(data.payout.paidCents),
                      })
                    : t('reconciliation.difference', {
                        net: formatMoney(data.summary.netCents),
                        paid: formatMoney(data.payout.paidCents),
                        difference: formatMoney(data.differenceCents),
                      })}
                </Alert>
                <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>
                  <Sum label={t('columns.total')} cents={data.summary.totalCents} />
                  <Sum label={t('columns.fee')} cents={data.summary.feeCents} />
                  <Sum label={t('columns.net')} cents={data.summary.netCents} />
                  <Sum label={t('columns.paid')} cents={data.payout.paidCents} />
                </Box>
                <DataTable
                  label={title}
                  columns={columns}
                  rows={data.rows}
                  getRowId={idOf}
                  emptyText={t('reconciliation.empty')}
                  pageSizeOptions={[10, 20, 50, 100]}
                  defaultPageSize={10}
                />
              </>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {payout && (
          <ExportButton
            label={t('reconciliation.download')}
            disabled={!data || data.rows.length === 0}
            onError={() => notice.serverError(t('exportFailed'))}
            spreadsheet={() => ({
              fileName: `Payout-${payout.date}`,
              sheets: [{ name: 'Transactions', columns, rows: data?.rows ?? [] }],
            })}
          />
        )}
        <Button onClick={onClose}>{t('reconciliation.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function Sum({ label, cents }: { label: string; cents: number }) {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>
        <bdi dir="ltr">{formatMoney(cents)}</bdi>
      </Typography>
    </Box>
  );
}
