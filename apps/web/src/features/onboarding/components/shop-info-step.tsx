import { NOTIFY_MS } from '@brewline/contracts/constants';
import {
  formatPhone,
  type OnboardingShopInfoFormInput,
  OnboardingShopInfoFormSchema,
  type ShopInfo,
  type ShopInfoBody,
  US_STATES,
} from '@brewline/contracts/shop-info';
import { zodResolver } from '@hookform/resolvers/zod';
import { Grid, InputAdornment, MenuItem, TextField } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/notifications';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/use-error-text';
import { useUpdateShopInfo } from '../api/update-shop-info';
import { StepActions } from './step-actions';

type Field = keyof OnboardingShopInfoFormInput;
const TAX_TYPING = /^\d{0,2}(\.\d{0,3})?$/;

const defaultsFrom = (info: ShopInfo): OnboardingShopInfoFormInput => ({
  shopName: info.shopName,
  ownerName: info.ownerName,
  ownerEmail: info.ownerEmail,
  phoneNumber: formatPhone(info.phoneNumber),
  address: info.address,
  city: info.city,
  state: info.state,
  zipCode: info.zipCode,
  tax: String(info.tax),
});

/** Step 1: the shop's info and tax, checked with the same schema the server uses; Next saves it. */
export function ShopInfoStep({ shopId, info, onNext }: { shopId: number; info: ShopInfo; onNext: () => void }) {
  const { t } = useTranslation('onboarding');
  const { t: tm } = useTranslation('messages');
  const notify = useNotify();
  const errorText = useErrorText();
  const save = useUpdateShopInfo(shopId);
  const { register, control, handleSubmit, formState, setError } = useForm<OnboardingShopInfoFormInput, unknown, ShopInfoBody>({
    resolver: zodResolver(OnboardingShopInfoFormSchema),
    defaultValues: defaultsFrom(info),
  });
  const fieldError = (name: Field) => {
    const message = formState.errors[name]?.message;
    return message ? tm(message) : undefined;
  };
  const text = (name: Field, props: { autoComplete?: string; type?: string } = {}) => ({
    ...register(name),
    ...props,
    label: t(`info.${name}`),
    error: Boolean(fieldError(name)),
    helperText: fieldError(name),
    fullWidth: true,
    slotProps: { htmlInput: { 'aria-invalid': Boolean(fieldError(name)) } },
  });

  const submit = handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: onNext,
      onError: (error) => {
        if (error instanceof ApiError && error.field && error.field in OnboardingShopInfoFormSchema.shape && error.messageKey) {
          setError(error.field as Field, { message: error.messageKey }, { shouldFocus: true });
          return;
        }
        // A refusal the form could not place on a field is about the info; anything else (connection, access) says so.
        const message = error instanceof ApiError && error.status === 400 ? tm('shopInfoSaveFailed') : errorText(error);
        notify({ severity: 'error', message, durationMs: NOTIFY_MS.serverError });
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...text('shopName', { autoComplete: 'organization' })} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...text('ownerName', { autoComplete: 'name' })} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...text('ownerEmail', { autoComplete: 'email', type: 'email' })} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name="phoneNumber"
            render={({ field }) => (
              <TextField
                {...field}
                onChange={(event) => field.onChange(formatPhone(event.target.value))}
                label={t('info.phoneNumber')}
                placeholder="(555) 555-5555"
                autoComplete="tel-national"
                error={Boolean(fieldError('phoneNumber'))}
                helperText={fieldError('phoneNumber')}
                fullWidth
                slotProps={{ htmlInput: { inputMode: 'tel' } }}
              />
            )}
          />
        </Grid>
        <Grid size={12}>
          <TextField {...text('address', { autoComplete: 'street-address' })} />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <TextField {...text('city', { autoComplete: 'address-level2' })} />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <Controller
            control={control}
            name="state"
            render={({ field }) => (
              <TextField
                {...field}
                select
                label={t('info.state')}
                error={Boolean(fieldError('state'))}
                helperText={fieldError('state')}
                fullWidth
                slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
              >
                {US_STATES.map((state) => (
                  <MenuItem key={state} value={state}>
                    {state}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <Controller
            control={control}
            name="zipCode"
            render={({ field }) => (
              <TextField
                {...field}
                onChange={(event) => field.onChange(event.target.value.replace(/\D/g, '').slice(0, 5))}
                label={t('info.zipCode')}
                autoComplete="postal-code"
                error={Boolean(fieldError('zipCode'))}
                helperText={fieldError('zipCode')}
                fullWidth
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name="tax"
            render={({ field }) => (
              <TextField
                {...field}
                onChange={(event) => {
                  const value = event.target.value.replace(/%/g, '');
                  if (TAX_TYPING.test(value)) field.onChange(value);
                }}
                label={t('info.tax')}
                error={Boolean(fieldError('tax'))}
                helperText={fieldError('tax') ?? t('info.taxHint')}
                fullWidth
                slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
              />
            )}
          />
        </Grid>
      </Grid>
      <StepActions submit busy={save.isPending} />
    </form>
  );
}
