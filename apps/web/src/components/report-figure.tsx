import { changeTone, type ComparedFigure } from '@brewline/contracts/analytics';
import { Box, Card, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A change in percent, kept left-to-right inside any sentence: '+10.3%', '−4.0%', '—' when there is nothing to compare. */
export const changeText = (change: number | null) => (change === null ? '—' : `${change > 0 ? '+' : ''}${change.toFixed(1)}%`);

const TONE_COLOR = { good: 'success', bad: 'error', neutral: 'default' } as const;

/**
 * Every change chip is at least this wide ('−100.0%' fits), and so is the skeleton that holds its place: a chip and the
 * words beside it then wrap alike whether the change is known yet or not, and '—' takes the room a number will.
 */
const CHIP_MIN_WIDTH = '4.5rem';
const CHIP_HEIGHT = 24;

/**
 * A change of a figure, coloured by whether it is good for the shop (refunds or fees falling is good), never by its
 * sign alone (decision 185). `against` names what it is compared with, on screen and in its accessible name.
 */
export function ChangeChip({ figure, change, against }: { figure: ComparedFigure; change: number | null; against?: string }) {
  const tone = changeTone(figure, change);
  return (
    <ChangeRow
      chip={
        <Chip
          size="small"
          variant="outlined"
          color={TONE_COLOR[tone]}
          data-tone={tone}
          label={<bdi dir="ltr">{changeText(change)}</bdi>}
          sx={{ minWidth: CHIP_MIN_WIDTH }}
        />
      }
      against={against}
    />
  );
}

/** A change's chip and, beside it or wrapped under it, what it is compared with: one layout, known or still loading. */
function ChangeRow({ chip, against }: { chip: ReactNode; against?: string }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 0.75, rowGap: 0.25, minWidth: 0 }}>
      {chip}
      {against && (
        <Typography variant="caption" color="text.secondary">
          {against}
        </Typography>
      )}
    </Stack>
  );
}

export interface FigureComparison {
  figure: ComparedFigure;
  change: number | null;
  /** 'vs yesterday', 'before: $1,200.00'. */
  against: string;
}

/**
 * One headline figure of a report: its name, its value (a skeleton while loading) and its comparisons. While the
 * value loads, each comparison to come is drawn with its words and a skeleton in its chip's place, so the card has the
 * height the comparisons will give it, their words wrapped as they will be on a narrow phone's tile: it does not grow
 * under the reader when they arrive (a layout shift of everything below it).
 */
export function ReportFigure({
  label,
  value,
  comparisons = [],
  comparisonsToCome = [],
  hint,
}: {
  label: string;
  value: string | undefined;
  comparisons?: FigureComparison[];
  /** The words of the comparisons the value will come with ('vs yesterday'), drawn while it loads. */
  comparisonsToCome?: string[];
  /** How the figure is counted, in a line under it ('Cancellations ÷ members at the start'). */
  hint?: string;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%', minWidth: 0 }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography
          variant="h5"
          component="p"
          data-figure
          sx={{ fontWeight: 700 }}
          aria-label={value === undefined ? undefined : `${label}: ${value}`}
        >
          {value === undefined ? <Skeleton width={80} /> : <bdi dir="ltr">{value}</bdi>}
        </Typography>
        {hint && (
          <Typography variant="caption" color="text.secondary">
            {hint}
          </Typography>
        )}
        {value === undefined && comparisonsToCome.length > 0 && (
          <Box aria-hidden="true" sx={{ mt: 0.5, display: 'grid', gap: 0.5 }}>
            {comparisonsToCome.map((against) => (
              <ChangeRow
                key={against}
                chip={<Skeleton variant="rounded" height={CHIP_HEIGHT} sx={{ minWidth: CHIP_MIN_WIDTH }} />}
                against={against}
              />
            ))}
          </Box>
        )}
        {comparisons.length > 0 && (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 0.5, p: 0, display: 'grid', gap: 0.5 }}>
            {comparisons.map((comparison) => (
              <li key={comparison.against}>
                <ChangeChip {...comparison} />
              </li>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
