import type { Guest } from '@brewline/contracts/schemas/events';
import { Box } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table/columns';
import { formatDateTime } from '../../../lib/format';
import { CheckInCell, formatPhone, type GuestHandlers, RefundCell } from './guest-actions';

/**
 * The Guest List's columns (Name, Email, Phone, PurchaseDate, Refund), then Tickets and Check in
 * (issue 10). Dates en-US in UTC, as every table shows them.
 */
export function useGuestColumns({ onRefund, onCheckIn, refundingId }: GuestHandlers): Column<Guest>[] {
  const { t } = useTranslation('events');
  return useMemo(
    () => [
      { key: 'name', header: t('columns.name'), minWidth: 130, grow: 1 },
      {
        key: 'email',
        header: t('columns.email'),
        type: 'custom',
        minWidth: 160,
        grow: 1,
        value: (row) => row.email,
        // An address reads left to right and is cut at its end, in Arabic too.
        render: (row) => (
          <Box component="span" dir="ltr" title={row.email} sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {row.email}
          </Box>
        ),
      },
      {
        key: 'phone',
        header: t('columns.phone'),
        type: 'custom',
        minWidth: 115,
        value: (row) => row.phone,
        render: (row) => <span dir="ltr">{formatPhone(row.phone)}</span>,
      },
      { key: 'purchaseDate', header: t('columns.purchaseDate'), type: 'datetime' },
      {
        key: 'refund',
        header: t('columns.refund'),
        type: 'custom',
        width: 110,
        value: (row) => (row.refundedAt ? t('refunded') : ''),
        render: (row) => <RefundCell guest={row} onRefund={onRefund} onCheckIn={onCheckIn} refundingId={refundingId} />,
      },
      { key: 'tickets', header: t('columns.tickets'), type: 'number', width: 75 },
      {
        key: 'checkIn',
        header: t('columns.checkIn'),
        type: 'custom',
        minWidth: 165,
        value: (row) => (row.checkedInAt ? formatDateTime(row.checkedInAt) : ''),
        render: (row) => <CheckInCell guest={row} onCheckIn={onCheckIn} />,
      },
    ],
    [t, onRefund, onCheckIn, refundingId],
  );
}
