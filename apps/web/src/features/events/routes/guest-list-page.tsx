import { eventTitle, guestListFileName } from '@brewline/contracts/events';
import type { Guest } from '@brewline/contracts/schemas/events';
import { Search } from '@mui/icons-material';
import {
  Alert,
  Box,
  Card,
  CardContent,
  InputAdornment,
  LinearProgress,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useParams, useSearchParams } from 'react-router';
import { useConfirm } from '../../../components/confirm';
import { DataTable } from '../../../components/data-table/data-table';
import { ServerDownloadButton } from '../../../components/data-table/server-download-button';
import { useNotice } from '../../../components/use-notice';
import { formatMoney } from '../../../lib/format';
import { useShopId } from '../../../lib/session-store';
import { useCheckInGuest } from '../api/check-in-guest';
import { guestsPath, useGuests } from '../api/get-guests';
import { useRefundGuest } from '../api/refund-guest';
import { DoorList } from '../components/door-list';
import { ltr } from '../components/guest-actions';
import { useGuestColumns } from '../components/guest-columns';
import { LoadError } from '../../../components/load-error';

const idOf = (guest: Guest) => guest.orderItemId;

/** A guest matches what was typed at the door: part of the name, the email or the phone's digits. */
function matches(guest: Guest, typed: string): boolean {
  const words = typed.trim().toLowerCase();
  if (words === '') return true;
  const digits = words.replace(/\D/g, '');
  return (
    guest.name.toLowerCase().includes(words) || guest.email.toLowerCase().includes(words) || (digits !== '' && guest.phone.includes(digits))
  );
}

/** /app/events/:menuItemId?eventName=: an event's guests, their refunds and the door. */
export function GuestListPage() {
  const shopId = useShopId();
  const { menuItemId } = useParams();
  const id = Number(menuItemId);
  const { t } = useTranslation('events');
  if (!Number.isInteger(id) || id <= 0) return <Alert severity="warning">{t('notAnEvent')}</Alert>;
  return <GuestList shopId={shopId} menuItemId={id} />;
}

function GuestList({ shopId, menuItemId }: { shopId: number; menuItemId: number }) {
  const { t } = useTranslation('events');
  const [params] = useSearchParams();
  const event = eventTitle(params.get('eventName'));
  const title = t('title', { event });
  const notice = useNotice();
  const confirm = useConfirm();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const guests = useGuests(shopId, menuItemId);
  const refund = useRefundGuest(shopId, menuItemId);
  const checkIn = useCheckInGuest(shopId, menuItemId);
  const [typed, setTyped] = useState('');
  const search = useDeferredValue(typed);

  const onRefund = useCallback(
    async (guest: Guest) => {
      const amount = ltr(formatMoney(guest.amountCents));
      if (!(await confirm({ text: t('refundConfirm', { name: guest.name, amount, count: guest.tickets }) }))) return;
      refund.mutate(guest.orderItemId, {
        onSuccess: (done) => notice.success(t('refundDone', { name: guest.name, amount: ltr(formatMoney(done.refundedCents)) })),
        onError: (error) => notice.serverError(error, t('refundErrorTitle'), 'guestRefundFailed'),
      });
    },
    [confirm, notice, refund, t],
  );
  const onCheckIn = useCallback(
    (guest: Guest, checkedIn: boolean) =>
      checkIn.mutate(
        { orderItemId: guest.orderItemId, checkedIn },
        { onError: (error) => notice.serverError(error, t('checkInErrorTitle')) },
      ),
    [checkIn, notice, t],
  );
  const refundingId = refund.isPending ? (refund.variables ?? null) : null;
  const columns = useGuestColumns({ onRefund, onCheckIn, refundingId });
  const rows = useMemo(() => (guests.data?.guests ?? []).filter((guest) => matches(guest, search)), [guests.data, search]);
  const data = guests.data;
  const empty = typed.trim() === '' ? t('empty') : t('noMatch');

  return (
    <Stack spacing={3}>
      <PageHeader
        title={title}
        longTitle
        actions={
          <ServerDownloadButton
            label={t('download')}
            path={`${guestsPath(shopId, menuItemId)}.xlsx`}
            fileName={`${guestListFileName(event)}.xlsx`}
            onError={(error) => notice.serverError(error, t('downloadErrorTitle'))}
          />
        }
      />
      {guests.isError && <LoadError error={guests.error} onRetry={() => void guests.refetch()} />}
      {data && (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={1}>
              <Typography component="p" variant="h5" sx={{ fontWeight: 700 }} aria-live="polite">
                {t('count', { checkedIn: data.checkedIn, total: data.ticketsHeld })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={data.ticketsHeld === 0 ? 0 : (100 * data.checkedIn) / data.ticketsHeld}
                aria-label={t('countLabel')}
                sx={{ height: 10, borderRadius: 5 }}
              />
              <Typography color="text.secondary">
                {t('inventory', { sold: data.event.ticketsSold, remaining: data.event.ticketsRemaining })}
              </Typography>
            </Stack>
          </CardContent>
        </Card>
      )}
      <Box sx={{ maxWidth: { sm: 360 } }}>
        <TextField
          fullWidth
          type="search"
          label={t('search')}
          value={typed}
          onChange={(change) => setTyped(change.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      {phone ? (
        guests.isPending ? (
          <LinearProgress aria-label={t('loading')} />
        ) : (
          <DoorList label={title} guests={rows} emptyText={empty} onRefund={onRefund} onCheckIn={onCheckIn} refundingId={refundingId} />
        )
      ) : (
        <DataTable
          label={title}
          columns={columns}
          rows={rows}
          getRowId={idOf}
          emptyText={empty}
          loading={guests.isFetching}
          defaultPageSize={50}
        />
      )}
    </Stack>
  );
}
