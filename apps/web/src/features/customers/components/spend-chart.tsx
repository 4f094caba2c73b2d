import { Skeleton } from '@mui/material';
import { lazyChart } from '../../../components/lazy-chart';

export interface SpendMonth {
  month: string;
  spendCents: number;
}

const HEIGHT = 260;

const Drawing = lazyChart(async () => (await import('./spend-drawing')).SpendDrawing, HEIGHT);

/** A customer's order totals per month, as bars; the chart library comes when the chart is first drawn. */
export function SpendChart({ months, label }: { months: readonly SpendMonth[] | undefined; label: string }) {
  if (months === undefined) return <Skeleton variant="rounded" height={HEIGHT} aria-hidden="true" />;
  return <Drawing months={months} label={label} height={HEIGHT} />;
}
