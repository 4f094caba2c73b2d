import { AUTO_BUSY_WINDOW_MINUTES, BUSY_EXTRA_MINUTES } from '@brewline/contracts/rush';
import { type AutoBusySettings, AutoBusySettingsSchema } from '@brewline/contracts/schemas/rush';
import { STATIONS, type Station } from '@brewline/contracts/menu';
import { FormControlLabel, Grid, MenuItem, Switch, TextField, Typography } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useNotice } from '../../../components/use-notice';
import { useSavedForm } from '../../../components/use-saved-form';
import { useAutomaticBusy, useReloadAutomaticBusy, useSaveAutomaticBusy } from '../api/automatic-busy';
import { SectionCard } from './section-card';

/**
 * Automatic busy (decision 299): per station, while more than N orders with its items arrived in the last 10 minutes
 * the station is busy by itself with its extra minutes, shown as 'Busy (automatic)' on the Overview.
 */
export function AutomaticBusyCard({ shopId }: { shopId: number }) {
  const { t } = useTranslation('shop-info');
  const settings = useAutomaticBusy(shopId);
  if (!settings.data)
    return (
      <SectionCard id="automatic-busy" title={t('automaticBusy.title')}>
        {settings.isError && <LoadError error={settings.error} onRetry={() => void settings.refetch()} />}
      </SectionCard>
    );
  return <AutomaticBusyForm shopId={shopId} copy={settings.data} />;
}

const valuesOf = (copy: AutoBusySettings) => copy;

function AutomaticBusyForm({ shopId, copy }: { shopId: number; copy: AutoBusySettings }) {
  const { t } = useTranslation('shop-info');
  const notice = useNotice();
  const save = useSaveAutomaticBusy(shopId);
  const reload = useReloadAutomaticBusy(shopId);
  const form = useSavedForm({
    schema: AutoBusySettingsSchema,
    copy,
    toValues: valuesOf,
    save: (values, base) => save.mutateAsync({ settings: values, loaded: base }),
    reload,
    onSaved: (_saved, changed) => changed && notice.success(t('automaticBusy.saved')),
    refusal: { title: t('automaticBusy.errorTitle'), refusedKey: 'settingsSaveFailed', failedKey: 'settingsSaveFailed' },
  });
  const { control, register, fieldError } = form;
  const station = (name: Station) => (
    <Grid key={name} container spacing={2} sx={{ alignItems: 'flex-start', mb: 2 }}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Controller
          control={control}
          name={`${name}.on`}
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
              label={t(`automaticBusy.stations.${name}`)}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          {...register(`${name}.ordersOver`)}
          label={t('automaticBusy.ordersOver', { station: t(`automaticBusy.stations.${name}`) })}
          inputMode="numeric"
          error={Boolean(fieldError(`${name}.ordersOver`))}
          helperText={fieldError(`${name}.ordersOver`) ?? t('automaticBusy.ordersOverHint', { minutes: AUTO_BUSY_WINDOW_MINUTES })}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Controller
          control={control}
          name={`${name}.extraMinutes`}
          render={({ field }) => (
            <TextField
              select
              label={t('automaticBusy.extraMinutes', { station: t(`automaticBusy.stations.${name}`) })}
              value={field.value}
              onChange={(event) => field.onChange(Number(event.target.value))}
              fullWidth
            >
              {BUSY_EXTRA_MINUTES.map((minutes) => (
                <MenuItem key={minutes} value={minutes}>
                  {t('automaticBusy.plusMinutes', { minutes })}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
    </Grid>
  );
  return (
    <SectionCard
      id="automatic-busy"
      title={t('automaticBusy.title')}
      subtitle={t('automaticBusy.subtitle', { minutes: AUTO_BUSY_WINDOW_MINUTES })}
      onSubmit={(event) => void form.submit(event)}
      saveBar={form.saveBar}
      staleCopy={form.staleCopy}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('automaticBusy.hint', { minutes: AUTO_BUSY_WINDOW_MINUTES })}
      </Typography>
      {STATIONS.map(station)}
    </SectionCard>
  );
}
