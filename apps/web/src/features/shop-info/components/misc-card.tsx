import { BUSY_SWITCH_EXTRA_MINUTES } from '@brewline/contracts/rush';
import { type ShopSettings, type ShopSettingsFormInput, ShopSettingsFormSchema } from '@brewline/contracts/schemas/shop-settings';
import { FormControlLabel, FormHelperText, Grid, Switch, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TaxField } from '../../../components/shop-info-fields';
import { useNotice } from '../../../components/use-notice';
import { useSavedForm } from '../../../components/use-saved-form';
import { useReloadShopSettings, useUpdateShopSettings } from '../api/shop-settings';
import { SectionCard } from './section-card';

const valuesOf = (settings: ShopSettings): ShopSettingsFormInput => ({
  tax: String(settings.tax),
  isPaused: settings.isPaused,
  isBusy: settings.isBusy,
  facebookUrl: settings.facebookUrl,
  instagramUrl: settings.instagramUrl,
});

/**
 * Miscellaneous: tax, live/paused, busy/not busy and the social addresses, saved together (decision 032). Live off is a
 * pause until reopened and Busy on both stations busy until switched off: the Overview's rush reads them (decision 299).
 */
export function MiscCard({ shopId, settings }: { shopId: number; settings: ShopSettings }) {
  const { t } = useTranslation('shop-info');
  const notice = useNotice();
  const update = useUpdateShopSettings(shopId);
  const reload = useReloadShopSettings(shopId);
  const form = useSavedForm({
    schema: ShopSettingsFormSchema,
    copy: settings,
    toValues: valuesOf,
    save: (values, base) => update.mutateAsync({ ...values, version: base.version }),
    reload,
    onSaved: (_saved, changed) => changed && notice.success('settingsSaved'),
    refusal: { title: t('misc.errorTitle'), refusedKey: 'settingsSaveFailed', failedKey: 'settingsSaveFailed' },
  });
  const { control, register, fieldError } = form;
  /**
   * A switch named by the words beside it, which stay put while it turns ('Live' is on while the shop takes orders):
   * a label that changed with the state would name the switch after its other position.
   */
  const toggle = (name: 'isPaused' | 'isBusy', label: string, hint: string, onMeans: boolean) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <>
          <FormControlLabel
            control={<Switch checked={field.value === onMeans} onChange={(event) => field.onChange(event.target.checked === onMeans)} />}
            label={label}
          />
          <FormHelperText sx={{ mt: 0 }}>{hint}</FormHelperText>
        </>
      )}
    />
  );
  const url = (name: 'facebookUrl' | 'instagramUrl') => (
    <TextField
      {...register(name)}
      label={t(`misc.${name}`)}
      placeholder={t(`misc.${name}Placeholder`)}
      type="url"
      inputMode="url"
      slotProps={{ htmlInput: { dir: 'ltr' } }}
      error={Boolean(fieldError(name))}
      helperText={fieldError(name)}
      fullWidth
    />
  );

  return (
    <SectionCard
      id="misc"
      title={t('misc.title')}
      onSubmit={(event) => void form.submit(event)}
      saveBar={form.saveBar}
      staleCopy={form.staleCopy}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TaxField control={control} fieldError={fieldError} label={t('misc.tax')} hint={t('misc.taxHint')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{toggle('isPaused', t('misc.live'), t('misc.pausedHint'), false)}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          {toggle('isBusy', t('misc.busy'), t('misc.busyHint', { minutes: BUSY_SWITCH_EXTRA_MINUTES }), true)}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{url('facebookUrl')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{url('instagramUrl')}</Grid>
      </Grid>
    </SectionCard>
  );
}
