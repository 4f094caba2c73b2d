import {
  BUSY_EXTRA_MINUTES,
  BUSY_TARGETS,
  type BusyTarget,
  nextWallTime,
  type RUSH_DURATIONS_MINUTES,
  type RushLength,
  msUntilNextEnd,
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
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportCard } from '../../../components/report-card';
import { TimeInput } from '../../../components/time-input';
import { useNotice } from '../../../components/use-notice';
import { useEndBusy, useEndPause, useRush, useSetBusy, useSetPause } from '../api/rush';

const AUTOMATIC_RECHECK_MS = 60_000;

/** A length as the dialogs offer it: 15, 30 or 60 minutes, until a time, or (a pause only) until reopened. */
type LengthChoice = `${(typeof RUSH_DURATIONS_MINUTES)[number]}` | 'until' | 'reopened';

/** The shop's wall-clock time of an instant ('9:30 AM'), in the reader's language. */
const timeIn = (iso: string, timeZone: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/** What a length choice sends: the 'until' time is the next time the shop's clock shows it. */
function lengthOf(choice: LengthChoice, untilMinute: number, timeZone: string): RushLength {
  if (choice === 'reopened') return { kind: 'reopened' };
  if (choice === 'until') {
    const time = `${String(Math.floor(untilMinute / 60)).padStart(2, '0')}:${String(untilMinute % 60).padStart(2, '0')}`;
    return { kind: 'until', until: nextWallTime(time, timeZone, new Date()).toISOString() };
  }
  return { kind: 'minutes', minutes: Number(choice) as (typeof RUSH_DURATIONS_MINUTES)[number] };
}

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
      {state && dialog === 'busy' && <BusyDialog shopId={shopId} state={state} onClose={() => setDialog(null)} />}
      {state && dialog === 'pause' && <PauseDialog shopId={shopId} state={state} onClose={() => setDialog(null)} />}
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

/** 'For': the offered lengths as radio buttons, and the time when 'until a time' is chosen. */
function LengthField({
  choices,
  value,
  onChange,
  untilMinute,
  onUntilMinute,
}: {
  choices: readonly LengthChoice[];
  value: LengthChoice;
  onChange: (choice: LengthChoice) => void;
  untilMinute: number;
  onUntilMinute: (minute: number) => void;
}) {
  const { t } = useTranslation('overview');
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{t('rush.for')}</FormLabel>
      <RadioGroup aria-labelledby={labelId} value={value} onChange={(event) => onChange(event.target.value as LengthChoice)}>
        {choices.map((choice) => (
          <FormControlLabel key={choice} value={choice} control={<Radio />} label={t(`rush.lengths.${choice}`)} />
        ))}
      </RadioGroup>
      {value === 'until' && (
        <TimeInput
          label={t('rush.untilTime')}
          value={untilMinute}
          onChange={onUntilMinute}
          texts={{ hour: t('rush.hour'), minutes: t('rush.minutes'), period: t('rush.period'), am: t('rush.am'), pm: t('rush.pm') }}
        />
      )}
    </FormControl>
  );
}

/** An hour from now on the hour, on the shop's clock: where 'until a time' starts. */
const inAnHour = (timeZone: string) => {
  const hour = Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(new Date()));
  return ((hour + 1) % 24) * 60;
};

function BusyDialog({ shopId, state, onClose }: { shopId: number; state: RushState; onClose: () => void }) {
  const { t } = useTranslation('overview');
  const notice = useNotice();
  const titleId = useId();
  const stationLabelId = useId();
  const setBusy = useSetBusy(shopId);
  const [station, setStation] = useState<BusyTarget>('all');
  const [extraMinutes, setExtraMinutes] = useState<(typeof BUSY_EXTRA_MINUTES)[number]>(15);
  const [length, setLength] = useState<LengthChoice>('30');
  const [untilMinute, setUntilMinute] = useState(() => inAnHour(state.timeZone));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy.mutate(
      { station, extraMinutes, length: lengthOf(length, untilMinute, state.timeZone) },
      { onSuccess: onClose, onError: (error) => notice.serverError(error, t('rush.failedTitle')) },
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('rush.busyTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormControl>
              <FormLabel id={stationLabelId}>{t('rush.station')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby={stationLabelId}
                value={station}
                onChange={(event) => setStation(event.target.value as BusyTarget)}
              >
                {BUSY_TARGETS.map((target) => (
                  <FormControlLabel key={target} value={target} control={<Radio />} label={t(`rush.targets.${target}`)} />
                ))}
              </RadioGroup>
            </FormControl>
            <TextField
              select
              label={t('rush.extraMinutes')}
              value={extraMinutes}
              onChange={(event) => setExtraMinutes(Number(event.target.value) as typeof extraMinutes)}
            >
              {BUSY_EXTRA_MINUTES.map((minutes) => (
                <MenuItem key={minutes} value={minutes}>
                  {t('rush.plusMinutes', { minutes })}
                </MenuItem>
              ))}
            </TextField>
            <LengthField
              choices={['15', '30', '60', 'until']}
              value={length}
              onChange={setLength}
              untilMinute={untilMinute}
              onUntilMinute={setUntilMinute}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('rush.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={setBusy.isPending}>
            {t('rush.setBusy')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function PauseDialog({ shopId, state, onClose }: { shopId: number; state: RushState; onClose: () => void }) {
  const { t } = useTranslation('overview');
  const notice = useNotice();
  const titleId = useId();
  const setPause = useSetPause(shopId);
  const [length, setLength] = useState<LengthChoice>('30');
  const [untilMinute, setUntilMinute] = useState(() => inAnHour(state.timeZone));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPause.mutate(
      { length: lengthOf(length, untilMinute, state.timeZone) },
      { onSuccess: onClose, onError: (error) => notice.serverError(error, t('rush.failedTitle')) },
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('rush.pauseTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography color="text.secondary">{t('rush.pauseHint')}</Typography>
            <LengthField
              choices={['15', '30', '60', 'until', 'reopened']}
              value={length}
              onChange={setLength}
              untilMinute={untilMinute}
              onUntilMinute={setUntilMinute}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('rush.cancel')}</Button>
          <Button type="submit" variant="contained" color="warning" disabled={setPause.isPending}>
            {t('rush.pause')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
