import type { CustomerSegment } from '@brewline/contracts/customers';
import {
  EMPTY_PROMO_FORM,
  firstPromoIssue,
  generatePromoCode,
  localToday,
  PROMO_CODE_MAX_LENGTH,
  PROMO_DESCRIPTION_MAX_LENGTH,
  PROMO_FORM_FIELDS,
  PROMO_UNITS,
  type PromoCodeFormValues,
  SEGMENT_PROMO_FORM,
  withNewCustomerToggle,
  withStartDate,
} from '@brewline/contracts/promo-codes';
import { promoCodeFormSchema } from '@brewline/contracts/schemas/promo-codes';
import { AutorenewOutlined } from '@mui/icons-material';
import {
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  FormHelperText,
  InputAdornment,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNotice } from '../../../components/use-notice';
import { useSchemaForm } from '../../../components/use-schema-form';
import { ApiError } from '../../../lib/api-client';
import { placeRefusal } from '../../../lib/server-refusal';
import { useCreatePromoCode } from '../api/create-promo-code';

const isFormField = (path: string) => (PROMO_FORM_FIELDS as readonly string[]).includes(path);

/**
 * Create Promo Code: every field takes what is typed (a 21-character code stays 21 characters
 * and its message says why it cannot be saved), the rules are the contracts' schema, and a refused save shows each
 * message under its field and the first one, in the contracts' field order, in a notice under the title for them
 * ('Error saving membership!'); a duplicate or a failed save is 'Error saving promo code!'.
 */
export function PromoCodeForm({ shopId, segment = null }: { shopId: number; segment?: CustomerSegment | null }) {
  const { t } = useTranslation('promo-codes');
  const notice = useNotice();
  const navigate = useNavigate();
  const create = useCreatePromoCode(shopId, segment);
  const today = localToday();
  const schema = useMemo(() => promoCodeFormSchema(today), [today]);
  // A segment's code: one use per customer, never a New Customer Promo (the server holds it so whatever is sent).
  const defaultValues = segment ? { ...EMPTY_PROMO_FORM, ...SEGMENT_PROMO_FORM } : EMPTY_PROMO_FORM;
  const form = useSchemaForm(schema, { defaultValues, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { control, register, handleSubmit, setValue, getValues, setError, watch, fieldError } = form;
  const [valueUnit, newUsersOnly, code = '', description = ''] = watch(['valueUnit', 'newUsersOnly', 'code', 'description']);

  /** Sets several fields at once, as a rule of the form changed them (the toggle, the start date). */
  const apply = (next: PromoCodeFormValues, fields: Array<keyof PromoCodeFormValues>) => {
    for (const field of fields) setValue(field, next[field], { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };

  const refused = (errors: FieldErrors) => {
    const first = firstPromoIssue(errors as Record<string, { message?: string }>);
    if (first) notice.validation(first, 'promoInvalidTitle');
  };

  const submit = handleSubmit(
    (draft) =>
      create.mutate(draft, {
        onSuccess: (saved) => {
          notice.success(t('saved', { code: saved.code }));
          void navigate('/app/promo-code-list');
        },
        onError: (error) => {
          // 409: 'Error: Promo code already exists' under 'Error saving promo code!', and on the field.
          if (error instanceof ApiError && error.status === 409) {
            setError('code', { message: 'promoCodeExists' }, { shouldFocus: true });
            notice.serverError('promoCodeExists', 'promoSaveErrorTitle');
            return;
          }
          const place = placeRefusal(error, isFormField, undefined, 'promoSaveFailed');
          if (place.kind === 'field') {
            setError(place.field as keyof PromoCodeFormValues, { message: place.messageKey }, { shouldFocus: true });
            notice.validation(place.messageKey, 'promoInvalidTitle');
          } else notice.serverError(place.kind === 'notice' ? place.messageKey : 'promoSaveFailed', 'promoSaveErrorTitle');
        },
      }),
    refused,
  );

  const money = { startAdornment: <InputAdornment position="start">$</InputAdornment> };
  const counter = (length: number, limit: number) => t('counter', { count: length, limit });

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack component="form" spacing={2.5} onSubmit={submit} noValidate aria-label={t('create.formLabel')}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              label={t('fields.code')}
              required
              {...register('code')}
              error={Boolean(fieldError('code'))}
              helperText={
                <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                  <span>{fieldError('code') ?? t('hints.code')}</span>
                  <span>{counter(code.length, PROMO_CODE_MAX_LENGTH)}</span>
                </Box>
              }
              slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'characters', spellCheck: false, autoComplete: 'off' } }}
              sx={{ flex: 1 }}
            />
            <Button
              variant="outlined"
              startIcon={<AutorenewOutlined />}
              onClick={() => setValue('code', generatePromoCode(), { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
              sx={{ mt: { sm: 1 }, whiteSpace: 'nowrap', minHeight: 40 }}
            >
              {t('create.generate')}
            </Button>
          </Stack>
          <TextField
            label={t('fields.description')}
            multiline
            minRows={2}
            {...register('description')}
            error={Boolean(fieldError('description'))}
            helperText={
              <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <span>{fieldError('description') ?? t('hints.description')}</span>
                <span>{counter(description.length, PROMO_DESCRIPTION_MAX_LENGTH)}</span>
              </Box>
            }
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Controller
              control={control}
              name="valueUnit"
              render={({ field }) => (
                <TextField
                  select
                  required
                  label={t('fields.unit')}
                  name={field.name}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(fieldError('valueUnit'))}
                  helperText={fieldError('valueUnit') ?? ' '}
                  sx={{ flex: 1 }}
                >
                  <MenuItem value="">
                    <em>{t('units.none')}</em>
                  </MenuItem>
                  {PROMO_UNITS.map((unit) => (
                    <MenuItem key={unit} value={unit}>
                      {t(`units.${unit}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextField
              label={t('fields.value')}
              required
              inputMode="decimal"
              {...register('value')}
              error={Boolean(fieldError('value'))}
              helperText={
                fieldError('value') ?? (valueUnit === 'percent' ? t('hints.percent') : valueUnit === 'dollar' ? t('hints.dollar') : ' ')
              }
              slotProps={{
                input:
                  valueUnit === 'dollar'
                    ? money
                    : valueUnit === 'percent'
                      ? { endAdornment: <InputAdornment position="end">%</InputAdornment> }
                      : {},
                htmlInput: { inputMode: 'decimal', dir: 'ltr' },
              }}
              sx={{ flex: 1 }}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('fields.maxValue')}
              {...register('maxValue')}
              disabled={valueUnit === 'dollar'}
              error={Boolean(fieldError('maxValue'))}
              helperText={fieldError('maxValue') ?? (valueUnit === 'dollar' ? t('hints.maxValueDollar') : t('hints.maxValue'))}
              slotProps={{ input: money, htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
              sx={{ flex: 1 }}
            />
            <TextField
              label={t('fields.minValue')}
              {...register('minValue')}
              error={Boolean(fieldError('minValue'))}
              helperText={fieldError('minValue') ?? t('hints.minValue')}
              slotProps={{ input: money, htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
              sx={{ flex: 1 }}
            />
          </Stack>
          {!segment && (
            <Box>
              <Controller
                control={control}
                name="newUsersOnly"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Switch
                        checked={Boolean(field.value)}
                        onChange={(event) =>
                          apply(withNewCustomerToggle(getValues() as PromoCodeFormValues, event.target.checked), [
                            'newUsersOnly',
                            'userRedeemCount',
                          ])
                        }
                        slotProps={{ input: { ref: field.ref } }}
                      />
                    }
                    label={t('fields.newUsersOnly')}
                  />
                )}
              />
              <FormHelperText sx={{ mt: 0 }}>{t('hints.newUsersOnly')}</FormHelperText>
            </Box>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('fields.userRedeemCount')}
              {...register('userRedeemCount')}
              disabled={Boolean(newUsersOnly) || segment !== null}
              error={Boolean(fieldError('userRedeemCount'))}
              helperText={
                fieldError('userRedeemCount') ??
                (segment ? t('hints.userRedeemCountSegment') : newUsersOnly ? t('hints.userRedeemCountNew') : t('hints.noLimit'))
              }
              slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
              sx={{ flex: 1 }}
            />
            <TextField
              label={t('fields.totalRedeemCount')}
              {...register('totalRedeemCount')}
              error={Boolean(fieldError('totalRedeemCount'))}
              helperText={fieldError('totalRedeemCount') ?? t('hints.noLimit')}
              slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
              sx={{ flex: 1 }}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Controller
              control={control}
              name="startDate"
              render={({ field }) => (
                <TextField
                  type="date"
                  required
                  label={t('fields.startDate')}
                  name={field.name}
                  value={field.value ?? ''}
                  // Choosing a start date also sets the end date to it.
                  onChange={(event) =>
                    apply(withStartDate(getValues() as PromoCodeFormValues, event.target.value), ['startDate', 'endDate'])
                  }
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(fieldError('startDate'))}
                  helperText={fieldError('startDate') ?? t('hints.startDate')}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
                  sx={{ flex: 1 }}
                />
              )}
            />
            <TextField
              type="date"
              label={t('fields.endDate')}
              {...register('endDate')}
              error={Boolean(fieldError('endDate'))}
              helperText={fieldError('endDate') ?? t('hints.endDate')}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ flex: 1 }}
            />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('create.datesNote')}
          </Typography>
          <Box>
            <Button type="submit" variant="contained" size="large" disabled={create.isPending} sx={{ minWidth: 160 }}>
              {create.isPending ? t('create.saving') : t('create.save')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
