import { msUntilNextEnd } from '@brewline/contracts/rush';
import { Button, Skeleton, Stack, Typography } from '@mui/material';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '../../../components/lazy-dialog';
import { NOT_KEPT } from '../../../lib/kept-page';
import { ReportCard } from '../../../components/report-card';
import { useNotice } from '../../../components/use-notice';
import { useEndBusy, useEndPause, useRush } from '../api/rush';

// The Overview's figures never wait for the form code of Set busy and Pause ordering (the form library, the time
// input: decision 312): it loads when one of them is first opened.
const RushDialog = lazyDialog(async () => (await import('./rush-dialog')).RushDialog);

const AUTOMATIC_RECHECK_MS = 60_000;

/** The shop's wall-clock time of an instant ('9:30 AM'), in the reader's language. */
const timeIn = (iso: string, timeZone: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/**
 * The Overview's rush panel (decisions 299, 300): each station's busy with its extra minutes and end, the pause, and
 * the buttons to set and end them, for everyone on shift (busy) and Shop Management (pause). Other devices see a
 * change within a second through the order stream's `rush` event.
 */
export function RushPanel({ shopId, mayPause }: { shopId: number; mayPause: boolean }) {
  const { t, i18n } = useTranslation('overview');
  const notice = useNotice();
  const rush = useRush(shopId);
  const endBusy = useEndBusy(shopId);
  const endPause = useEndPause(shopId);
  const [dialog, setDialog] = useState<'busy' | 'pause' | null>(null);
  const state = rush.data;
  // A busy or a pause ends by itself: the panel asks again when the first one shown is due (and a second after, so
  // the server's clock has passed it).
  const { refetch } = rush;
  useEffect(() => {
    if (!state) return;
    const due = msUntilNextEnd(state);
    // An automatic busy has no end: it stops when the order rate falls, which the panel sees by asking each minute.
    const watching = state.busy.some((busy) => busy.automatic) ? AUTOMATIC_RECHECK_MS : null;
    const wait = due === null ? watching : Math.min(due + 1000, watching ?? Infinity);
    if (wait === null) return;
    const timer = setTimeout(() => void refetch(), wait);
    return () => clearTimeout(timer);
  }, [state, refetch]);
  const failed = (error: unknown) => notice.serverError(error, t('rush.failedTitle'));
  const until = (endsAt: string | null, timeZone: string) =>
    endsAt === null ? t('rush.untilEnded') : t('rush.until', { time: timeIn(endsAt, timeZone, i18n.language) });

  return (
    <ReportCard
      title={t('rush.title')}
      action={
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" onClick={() => setDialog('busy')} disabled={!state}>
            {t('rush.setBusy')}
          </Button>
          {mayPause && (
            <Button variant="outlined" color="warning" onClick={() => setDialog('pause')} disabled={!state}>
              {t('rush.pause')}
            </Button>
          )}
        </Stack>
      }
    >
      {/* A busy or a pause is live: the page kept for the next visit (decision 315) leaves it out, at its height. */}
      <Stack spacing={1.5} aria-live="polite" data-testid="rush-state" {...{ [NOT_KEPT]: '' }}>
        {rush.isError && <Typography color="error">{t('rush.loadFailed')}</Typography>}
        {/* The line most shops read (not busy, ordering open) holds its room while the state loads. */}
        {!state && !rush.isError && (
          <Typography aria-hidden="true">
            <Skeleton width="60%" />
          </Typography>
        )}
        {state && state.busy.length === 0 && !state.pause && <Typography color="text.secondary">{t('rush.calm')}</Typography>}
        {state?.pause && (
          <RushLine
            text={t('rush.paused', {
              until: state.pause.endsAt === null ? t('rush.untilReopened') : until(state.pause.endsAt, state.timeZone),
            })}
          >
            {mayPause && (
              <Button size="small" onClick={() => endPause.mutate(undefined, { onError: failed })} disabled={endPause.isPending}>
                {t('rush.reopen')}
              </Button>
            )}
          </RushLine>
        )}
        {state?.busy.map((busy) =>
          busy.automatic ? (
            <RushLine
              key={busy.station}
              text={t('rush.automaticLine', { station: t(`rush.stations.${busy.station}`), minutes: busy.extraMinutes })}
            />
          ) : (
            <RushLine
              key={busy.station}
              text={t('rush.busyLine', {
                station: t(`rush.stations.${busy.station}`),
                minutes: busy.extraMinutes,
                until: until(busy.endsAt, state.timeZone),
              })}
            >
              <Button size="small" onClick={() => endBusy.mutate(busy.station, { onError: failed })} disabled={endBusy.isPending}>
                {t('rush.endBusy', { station: t(`rush.stations.${busy.station}`) })}
              </Button>
            </RushLine>
          ),
        )}
      </Stack>
      {state && dialog && <RushDialog open kind={dialog} shopId={shopId} state={state} onClose={() => setDialog(null)} />}
    </ReportCard>
  );
}

function RushLine({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
    >
      <Typography sx={{ fontWeight: 600 }}>{text}</Typography>
      {children}
    </Stack>
  );
}
