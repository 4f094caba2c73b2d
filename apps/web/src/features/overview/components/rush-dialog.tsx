import { BUSY_EXTRA_MINUTES, BUSY_TARGETS, RUSH_LENGTH_CHOICES, type RushLengthChoice, rushLengthOf } from '@brewline/contracts/rush';
import { RushFormSchema, type RushState } from '@brewline/contracts/schemas/rush';
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
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TimeInput } from '../../../components/time-input';
import { useNotice } from '../../../components/use-notice';
import { showRefusal, useSchemaForm } from '../../../components/use-schema-form';
import { useSetBusy, useSetPause } from '../api/rush';

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
export function RushDialog({
  open,
  kind,
  shopId,
  state,
  onClose,
}: {
  open: boolean;
  kind: 'busy' | 'pause';
  shopId: number;
  state: RushState;
  onClose: () => void;
}) {
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
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
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
