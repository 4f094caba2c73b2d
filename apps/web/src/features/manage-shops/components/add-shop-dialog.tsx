import { ADD_CHAIN_SHOP_DEFAULTS } from '@brewline/contracts/manage-shops';
import { type AddChainShopFormInput, AddChainShopFormSchema } from '@brewline/contracts/schemas/manage-shops';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { PhoneField, StateField, ZipField } from '../../../components/shop-info-fields';
import { useNotice } from '../../../components/use-notice';
import { useSchemaForm } from '../../../components/use-schema-form';
import { WeekHoursFields, type WeekHoursTexts } from '../../../components/week-hours-fields';
import { useAddChainShop } from '../api/add-chain-shop';

type Field = Exclude<keyof AddChainShopFormInput, 'hours'>;
const FIELD_ORDER: Array<keyof AddChainShopFormInput> = [
  'shopName',
  'loginEmail',
  'password',
  'address',
  'city',
  'state',
  'zipCode',
  'tax',
  'phoneNumber',
  'hours',
];
const DAYS = ['sun', 'mon', 'tues', 'wed', 'thurs', 'fri', 'sat'] as const;
const TAX_TYPING = /^\d{0,2}(\.\d{0,3})?%?$/;

/** The first refusal in the dialog's order, as its message key. */
function firstError(errors: FieldErrors<AddChainShopFormInput>): string | undefined {
  for (const name of FIELD_ORDER) {
    const error = errors[name] as
      { message?: string; root?: { message?: string } } | Array<Record<string, { message?: string }>> | undefined;
    if (!error) continue;
    if (!Array.isArray(error) && (error.message || error.root?.message)) return error.message ?? error.root?.message;
    if (Array.isArray(error))
      for (const row of error) for (const issue of Object.values(row ?? {})) if (issue?.message) return issue.message;
  }
  return undefined;
}

/**
 * '+ Add Shop': every field of the new chain shop and its owner login, tax 0% and hours 7:00 am - 9:00 am all open
 * by default. 'All fields must be filled' and 'Email is not valid' in the browser; a refusal of the server
 * shows its text under 'Error Adding Shop'. The dialog says the shop is not live until support turns it on.
 */
export function AddShopDialog({ shopId, onClose }: { shopId: number; onClose: () => void }) {
  const { t } = useTranslation('manage-shops');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const notice = useNotice();
  const add = useAddChainShop(shopId);
  const form = useSchemaForm(AddChainShopFormSchema, { defaultValues: ADD_CHAIN_SHOP_DEFAULTS });
  const { register, control, fieldError } = form;
  const hoursTexts: WeekHoursTexts = {
    days: DAYS.map((day) => t(`days.${day}`)),
    opens: t('hours.open'),
    closes: t('hours.close'),
    open: t('hours.isOpen'),
    closed: t('hours.isClosed'),
    timeLabel: (day, _which, end) => t(end === 'open' ? 'hours.openOn' : 'hours.closeOn', { day }),
  };

  const submit = form.handleSubmit(
    async (body) => {
      try {
        const result = await add.mutateAsync(body);
        notice.success(
          t(result.loginCreated ? 'add.saved' : 'add.savedExistingLogin', { shopName: body.shopName, email: body.loginEmail }),
          t('add.successTitle'),
        );
        onClose();
      } catch (error) {
        notice.serverError(error, t('add.errorTitle'));
      }
    },
    (errors) => {
      const key = firstError(errors);
      if (key) notice.validation(key, t('add.errorTitle'));
    },
  );

  const text = (name: Field, props: { autoComplete?: string; type?: string } = {}) => ({
    ...register(name),
    ...props,
    label: t(`add.${name}`),
    fullWidth: true,
    error: Boolean(fieldError(name)),
    helperText: fieldError(name),
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id={titleId}>{t('add.title')}</DialogTitle>
      <DialogContent>
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('add.notLive')}
        </Alert>
        <form id={`${titleId}-form`} onSubmit={(event) => void submit(event)} noValidate>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...text('shopName', { autoComplete: 'off' })} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <PhoneField control={control} name="phoneNumber" label={t('add.phoneNumber')} fieldError={fieldError} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...text('loginEmail', { autoComplete: 'off', type: 'email' })} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <PasswordField
                {...register('password')}
                label={t('add.password')}
                autoComplete="new-password"
                fullWidth
                error={Boolean(fieldError('password'))}
                helperText={fieldError('password')}
              />
            </Grid>
            <Grid size={12}>
              <TextField {...text('address', { autoComplete: 'off' })} />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField {...text('city', { autoComplete: 'off' })} />
            </Grid>
            <Grid size={{ xs: 6, sm: 2 }}>
              <StateField control={control} name="state" label={t('add.state')} fieldError={fieldError} />
            </Grid>
            <Grid size={{ xs: 6, sm: 3 }}>
              <ZipField control={control} name="zipCode" label={t('add.zipCode')} fieldError={fieldError} />
            </Grid>
            <Grid size={{ xs: 12, sm: 3 }}>
              <Controller
                control={control}
                name="tax"
                render={({ field }) => (
                  <TextField
                    {...field}
                    onChange={(event) => {
                      if (TAX_TYPING.test(event.target.value)) field.onChange(event.target.value);
                    }}
                    label={t('add.tax')}
                    error={Boolean(fieldError('tax'))}
                    helperText={fieldError('tax')}
                    fullWidth
                    slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  />
                )}
              />
            </Grid>
          </Grid>
          <Typography variant="subtitle2" sx={{ mt: 3, mb: 1 }}>
            {t('add.hours')}
          </Typography>
          <WeekHoursFields control={control} texts={hoursTexts} />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
        <Button variant="contained" type="submit" form={`${titleId}-form`} disabled={add.isPending}>
          {t('add.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
