import { canCheckIn } from '@brewline/contracts/events';
import type { Guest } from '@brewline/contracts/schemas/events';
import { CheckCircle } from '@mui/icons-material';
import { Button, Chip, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';

/** What a screen does with a guest; `busy` is the guest whose refund or check-in is on its way. */
export interface GuestHandlers {
  onRefund: (guest: Guest) => void;
  onCheckIn: (guest: Guest, checkedIn: boolean) => void;
  refundingId: number | null;
}

/** A figure or date kept left to right inside a sentence of any direction (Unicode isolates). */
export const ltr = (text: string) => `\u2066${text}\u2069`;

/** 10 digits as 503-555-1234; anything else as given. */
export const formatPhone = (digits: string) =>
  /^\d{10}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : digits;

/** The Refund cell: a Refund button, or the refund's date once made. */
export function RefundCell({ guest, onRefund, refundingId, size = 'small' }: GuestHandlers & { guest: Guest; size?: 'small' | 'medium' }) {
  const { t } = useTranslation('events');
  if (guest.refundedAt) {
    return (
      <Chip size="small" color="warning" label={t('refunded')} title={t('refundedOn', { date: ltr(formatDateTime(guest.refundedAt)) })} />
    );
  }
  return (
    <Button
      size={size}
      variant="outlined"
      color="error"
      disabled={refundingId === guest.orderItemId}
      onClick={() => onRefund(guest)}
      aria-label={t('refundLabel', { name: guest.name })}
    >
      {t('refund')}
    </Button>
  );
}

/**
 * The door's control: Check in, or 'Checked in' with an Undo for a tap made by mistake. A refunded guest holds no
 * ticket and cannot be let in. `large`: a phone at the door (touch targets of 48 px and more).
 */
export function CheckInCell({ guest, onCheckIn, large = false }: Pick<GuestHandlers, 'onCheckIn'> & { guest: Guest; large?: boolean }) {
  const { t } = useTranslation('events');
  if (!canCheckIn(guest)) return null;
  if (guest.checkedInAt) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: large ? '100%' : undefined }}>
        <Chip
          color="success"
          icon={<CheckCircle />}
          label={t('checkedIn')}
          title={formatDateTime(guest.checkedInAt)}
          size={large ? 'medium' : 'small'}
          sx={large ? { flex: 1, height: 48, fontSize: '1rem' } : undefined}
        />
        <Button
          size={large ? 'large' : 'small'}
          onClick={() => onCheckIn(guest, false)}
          aria-label={t('undoCheckInLabel', { name: guest.name })}
          sx={large ? { minHeight: 48 } : undefined}
        >
          {t('undoCheckIn')}
        </Button>
      </Stack>
    );
  }
  return (
    <Button
      variant="contained"
      size={large ? 'large' : 'small'}
      fullWidth={large}
      onClick={() => onCheckIn(guest, true)}
      aria-label={t('checkInLabel', { name: guest.name })}
      sx={large ? { minHeight: 56, fontSize: '1.05rem' } : undefined}
    >
      {t('checkIn')}
    </Button>
  );
}
