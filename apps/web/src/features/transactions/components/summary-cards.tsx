import type { TransactionSummary } from '@brewline/contracts/schemas/analytics';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';

const CARDS = [
  ['subtotal', 'subtotalCents'],
  ['tax', 'taxCents'],
  ['tip', 'tipCents'],
  ['discount', 'discountCents'],
  ['total', 'totalCents'],
  ['fees', 'feeCents'],
  ['net', 'netCents'],
  ['refunds', 'refundCents'],
] as const satisfies ReadonlyArray<readonly [string, keyof TransactionSummary]>;

/**
 * The summary cards: each the sum of its column over every row of the range and type, not only the
 * page; refunds are negative rows, so they are already taken off. The refund total sums the rows whose description
 * contains 'refund'.
 */
export function SummaryCards({ summary }: { summary: TransactionSummary }) {
  const { t } = useTranslation('transactions');
  return (
    <Box
      component="ul"
      aria-label={t('summary.label')}
      data-testid="transaction-summary"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)', xl: 'repeat(8, 1fr)' },
      }}
    >
      {CARDS.map(([name, field]) => (
        <Card key={name} component="li" variant="outlined" aria-label={`${t(`summary.${name}`)} ${formatMoney(summary[field])}`}>
          <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Typography variant="body2" color="text.secondary">
              {t(`summary.${name}`)}
            </Typography>
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
              <bdi dir="ltr">{formatMoney(summary[field])}</bdi>
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
