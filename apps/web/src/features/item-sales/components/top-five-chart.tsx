import { Box, Skeleton, Typography } from '@mui/material';
import { lazyChart } from '../../../components/lazy-chart';

export interface TopLine {
  name: string;
  points: ReadonlyArray<{ day: string; count: number; grossCents: number }>;
}

/**
 * The drawn chart's usual height: its legend of five names (two or three lines on a phone), the 320 px plot and the
 * note under it. Drawn in place of the chart from 74 px, the chart moved every card below it by 450 px (Lighthouse
 * counted a layout shift of 0.63 on Modifier Sales).
 */
const LOADING_HEIGHT = 430;

const Drawing = lazyChart(async () => (await import('./top-five-drawing')).TopFiveDrawing, LOADING_HEIGHT);

/** The top five's gross per day, one line each ('a top-five line chart'). */
export function TopFiveChart({
  lines,
  label,
  emptyText,
}: {
  /** Undefined while the report loads: the chart's place is held, so the cards below do not move when it comes. */
  lines: readonly TopLine[] | undefined;
  label: string;
  emptyText: string;
}) {
  if (lines === undefined) return <Skeleton variant="rounded" height={LOADING_HEIGHT} aria-hidden="true" />;
  if (lines.length === 0)
    return (
      <Box sx={{ minHeight: 120, display: 'grid', placeItems: 'center' }}>
        <Typography color="text.secondary">{emptyText}</Typography>
      </Box>
    );
  return <Drawing lines={lines} label={label} />;
}
