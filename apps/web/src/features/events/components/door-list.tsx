import type { Guest } from '@brewline/contracts/schemas/events';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { CheckInCell, formatPhone, type GuestHandlers, ltr, RefundCell } from './guest-actions';

/**
 * The guest list on a phone, at the door: one card per guest with their tickets and a check-in button as wide as the
 * screen; the refund stays on the card, smaller, behind its confirmation.
 */
export function DoorList({ guests, emptyText, label, ...handlers }: GuestHandlers & { guests: Guest[]; emptyText: string; label: string }) {
  const { t } = useTranslation('events');
  if (guests.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  return (
    <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {guests.map((guest) => (
        <Card
          component="li"
          key={guest.orderItemId}
          variant="outlined"
          aria-label={guest.name}
          sx={guest.refundedAt ? { opacity: 0.7 } : undefined}
        >
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Stack spacing={1.25}>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
                <Typography variant="h6" component="p" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
                  {guest.name}
                </Typography>
                <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{t('ticketsCount', { count: guest.tickets })}</Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {guest.email}
                {guest.phone && (
                  <>
                    {' · '}
                    <span dir="ltr">{formatPhone(guest.phone)}</span>
                  </>
                )}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('purchased', { date: ltr(formatDateTime(guest.purchaseDate)) })}
              </Typography>
              <CheckInCell guest={guest} onCheckIn={handlers.onCheckIn} large />
              <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                <RefundCell guest={guest} {...handlers} size="medium" />
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
