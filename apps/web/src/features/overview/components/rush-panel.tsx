import {
  BUSY_EXTRA_MINUTES,
  BUSY_TARGETS,
  msUntilNextEnd,
  RUSH_LENGTH_CHOICES,
  RushFormSchema,
  type RushLengthChoice,
  rushLengthOf,
  type RushState,
} from '@brewline/contracts/rush';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ReportCard } from '../../../components/report-card';
import { TimeInput } from '../../../components/time-input';
import { useNotice } from '../../../components/use-notice';
import { showRefusal, useSchemaForm } from '../../../components/use-schema-form';
import { useEndBusy, useEndPause, useRush, useSetBusy, useSetPause } from '../api/rush';

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
      <Stack spacing={1.5} aria-live="polite" data-testid="rush-state">
        {rush.isError && <Typography color="error">{t('rush.loadFailed')}</Typography>}
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
      {state && dialog && <RushDialog kind={dialog} shopId={shopId} state={state} onClose={() => setDialog(null)} />}
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

/** An hour from now on the hour, on the shop's clock: where 'until a time' starts. */
const inAnHour = (timeZone: string) => {
  const hour = Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(new Date()));
  return ((hour + 1) % 24) * 60;
};

const BUSY_LENGTHS: readonly RushLengthChoice[] = ['15', '30', '60', 'until'];

/**
 * Set busy (which station, extra minutes, for how long) or Pause ordering (for how long): one form, checked by the
 * rush's form schema; a pause reads only its length.
 */
function RushDialog({ kind, shopId, state, onClose }: { kind: 'busy' | 'pause'; shopId: number; state: RushState; onClose: () => void }) {
  const { t } = useTranslation('overview');
  const notice = useNotice();
  const titleId = useId();
  const stationLabelId = useId();
  const lengthLabelId = useId();
  const setBusy = useSetBusy(shopId);
  const setPause = useSetPause(shopId);
  const pending = setBusy.isPending || setPause.isPending;
  const form = useSchemaForm(RushFormSchema, {
    defaultValues: { station: 'all', extraMinutes: 15, length: '30', untilMinute: inAnHour(state.timeZone) },
  });
  const { control } = form;
  const length = useWatch({ control, name: 'length' });
  const submit = form.handleSubmit(async (values) => {
    const chosen = rushLengthOf(values, state.timeZone, new Date());
    try {
      if (kind === 'busy') await setBusy.mutateAsync({ station: values.station, extraMinutes: values.extraMinutes, length: chosen });
      else await setPause.mutateAsync({ length: chosen });
      onClose();
    } catch (error) {
      showRefusal(error, form, notice, { title: t('rush.failedTitle') });
    }
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{t(kind === 'busy' ? 'rush.busyTitle' : 'rush.pauseTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {kind === 'pause' && <Typography color="text.secondary">{t('rush.pauseHint')}</Typography>}
            {kind === 'busy' && (
              <>
                <Controller
                  control={control}
                  name="station"
                  render={({ field }) => (
                    <FormControl>
                      <FormLabel id={stationLabelId}>{t('rush.station')}</FormLabel>
                      <RadioGroup row aria-labelledby={stationLabelId} {...field}>
                        {BUSY_TARGETS.map((target) => (
                          <FormControlLabel key={target} value={target} control={<Radio />} label={t(`rush.targets.${target}`)} />
                        ))}
                      </RadioGroup>
                    </FormControl>
                  )}
                />
                <Controller
                  control={control}
                  name="extraMinutes"
                  render={({ field }) => (
                    <TextField
                      select
                      label={t('rush.extraMinutes')}
                      {...field}
                      onChange={(event) => field.onChange(Number(event.target.value))}
                      error={Boolean(form.fieldError('extraMinutes'))}
                      helperText={form.fieldError('extraMinutes')}
                    >
                      {BUSY_EXTRA_MINUTES.map((minutes) => (
                        <MenuItem key={minutes} value={minutes}>
                          {t('rush.plusMinutes', { minutes })}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              </>
            )}
            <FormControl>
              <FormLabel id={lengthLabelId}>{t('rush.for')}</FormLabel>
              <Controller
                control={control}
                name="length"
                render={({ field }) => (
                  <RadioGroup aria-labelledby={lengthLabelId} {...field}>
                    {(kind === 'busy' ? BUSY_LENGTHS : RUSH_LENGTH_CHOICES).map((choice) => (
                      <FormControlLabel key={choice} value={choice} control={<Radio />} label={t(`rush.lengths.${choice}`)} />
                    ))}
                  </RadioGroup>
                )}
              />
              {length === 'until' && (
                <Controller
                  control={control}
                  name="untilMinute"
                  render={({ field }) => (
                    <TimeInput
                      label={t('rush.untilTime')}
                      value={field.value}
                      onChange={field.onChange}
                      texts={{
                        hour: t('rush.hour'),
                        minutes: t('rush.minutes'),
                        period: t('rush.period'),
                        am: t('rush.am'),
                        pm: t('rush.pm'),
                      }}
                    />
                  )}
                />
              )}
            </FormControl>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('rush.cancel')}</Button>
          <Button type="submit" variant="contained" color={kind === 'busy' ? 'primary' : 'warning'} disabled={pending}>
            {t(kind === 'busy' ? 'rush.setBusy' : 'rush.pause')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
