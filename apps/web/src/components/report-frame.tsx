import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { type ReactNode, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFields, type DateRangeValue } from './date-range-fields';
import { DrawnInTurn } from './drawn-in-turn';
import { LoadError } from './load-error';
import { PageHeader } from './page-header';

export interface ReportFrameProps {
  title: string;
  /** Beside the title (the live marker). */
  titleAside?: ReactNode;
  /** What the report shows, under the title: drawn with the frame, before any answer. */
  description?: string;
  /** The range the report is of, with its presets; absent for a report that is not of a range (Payouts). */
  range?: { value: DateRangeValue; onChange: (value: DateRangeValue) => void; startLabel?: string; endLabel?: string };
  /** More choices after the dates (Transactions' type and its Get button). */
  filters?: ReactNode;
  /** Present: the choices are a form, sent by its button or Enter. */
  onSubmit?: () => void;
  /** The range is chosen and valid (default true): until then the report gives way to 'Please Select a Date Range.'. */
  ready?: boolean;
  /** Shown in the report's place while it is not ready; default 'Please Select a Date Range.'. */
  waitingText?: string;
  loading: boolean;
  /** The failed read, or null. */
  error: unknown;
  onRetry: () => void;
  /** What failed to load, in the screen's words. */
  failedText: string;
  /** The figures, charts and tables, as ReportCards. */
  children: ReactNode;
}

/**
 * The one frame of the analytics screens (decision 185): the title, the range with its presets and any other
 * choice, the progress, a quiet failure with Retry, or the access lost (decisions 095, 180), then the screen's figures, charts and tables.
 * A report is then a page of declarations: what it asks for and which cards (ReportCard, report-card.tsx) it shows.
 */
export function ReportFrame({
  title,
  titleAside,
  description,
  range,
  filters,
  onSubmit,
  ready = true,
  waitingText,
  loading,
  error,
  onRetry,
  failedText,
  children,
}: ReportFrameProps) {
  const { t } = useTranslation();
  // The figures, charts and tables are drawn in a deferred render (decision 250): the frame (title, range, progress)
  // paints first, and the first drawing of the cards when the answer arrives no longer holds the main thread in one
  // task. What is drawn and whether it was loading are deferred together: the progress stays until the answer is
  // drawn, and the frame says it is busy (aria-busy) while older cards are on screen. The cards are first drawn one per
  // commit (DrawnInTurn): a chart's measure of the page in the commit that also adds a table was a task of 0.4 s.
  const chosen = range?.value;
  const current = useMemo(() => ({ children, ready, loading, range: chosen }), [children, ready, loading, chosen]);
  // A report still waiting for its choices draws its prompt at once: there is nothing heavy to defer, and the prompt is
  // then in the page the build draws first (decision 276).
  const drawn = useDeferredValue(current, ready ? NOTHING_DRAWN : current);
  const stale = drawn !== current;
  // The range the cards on screen answer: the one chosen when they were last drawn with nothing loading. While another
  // range loads, the page keeps the last answer on screen (keepPreviousData), and its cards stay until the new ones are
  // drawn: their links and downloads would act on the range before. Until the chosen range's cards are drawn, nothing
  // in them can be pressed or focused (inert) and the frame is busy. A new read of the same range (a new order) leaves
  // them usable: they still answer the range shown.
  const [answered, setAnswered] = useState<DateRangeValue | undefined>();
  if (!drawn.loading && !sameRange(drawn.range, answered)) setAnswered(drawn.range);
  const outdated = chosen !== undefined && !sameRange(answered, chosen);
  const controls = (range || filters) && (
    <Box
      component={onSubmit ? 'form' : 'div'}
      onSubmit={
        onSubmit &&
        ((event: React.FormEvent) => {
          event.preventDefault();
          onSubmit();
        })
      }
      sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, flexWrap: 'wrap', gap: 2, alignItems: { md: 'flex-start' } }}
    >
      {range && <DateRangeFields value={range.value} onChange={range.onChange} startLabel={range.startLabel} endLabel={range.endLabel} />}
      {filters}
    </Box>
  );
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }} aria-busy={stale || outdated || undefined}>
      <PageHeader title={title} aside={titleAside} description={description} />
      {controls}
      {(loading || drawn.loading) && <LinearProgress aria-label={t('report.loading')} />}
      {error !== null && error !== undefined && (
        <LoadError error={error} onRetry={onRetry}>
          {failedText}
        </LoadError>
      )}
      {drawn.ready ? (
        // One box for the cards, so they can be made inert together; it takes no room while there are none.
        <Stack spacing={3} sx={{ minWidth: 0, '&:empty': { display: 'none' } }} inert={outdated || undefined}>
          <DrawnInTurn>{drawn.children}</DrawnInTurn>
        </Stack>
      ) : (
        <Typography color="text.secondary">{waitingText ?? t('dateRange.pleaseSelect')}</Typography>
      )}
    </Stack>
  );
}

/** Before the first deferred render: the frame and its progress, no cards yet. */
const NOTHING_DRAWN: { children: ReactNode; ready: boolean; loading: boolean; range?: DateRangeValue } = {
  children: null,
  ready: true,
  loading: true,
};

const sameRange = (a: DateRangeValue | undefined, b: DateRangeValue | undefined) => a?.from === b?.from && a?.to === b?.to;
