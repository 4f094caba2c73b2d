import { PICKUP_LABEL_MAX_LENGTH, PICKUP_OPTIONS_MAX } from '@brewline/contracts/pickup-options';
import { type PickupOption, type PickupOptions, PickupOptionsFormSchema } from '@brewline/contracts/schemas/pickup-options';
import { DeleteOutlined } from '@mui/icons-material';
import {
  Box,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  FormHelperText,
  IconButton,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNotice } from '../../../components/use-notice';
import { useSavedForm } from '../../../components/use-saved-form';
import { useReloadPickupOptions, useUpdatePickupOptions } from '../api/pickup-options';
import { SectionCard } from './section-card';

const blank: PickupOption = { label: '', memberOnly: false, requireTableNumber: false };
const valuesOf = (copy: PickupOptions) => ({ options: copy.options });

/**
 * Pick-up & Dine-in options: the whole list edited in place and saved at once (decision 033). The first row is the
 * default: never deleted, never members-only, never asking for a table. Members only is offered only when the shop
 * has memberships enabled.
 */
export function PickupOptionsCard({ shopId, copy }: { shopId: number; copy: PickupOptions }) {
  const { t } = useTranslation('shop-info');
  const notice = useNotice();
  const update = useUpdatePickupOptions(shopId);
  const reload = useReloadPickupOptions(shopId);
  const form = useSavedForm({
    schema: PickupOptionsFormSchema,
    copy,
    toValues: valuesOf,
    save: ({ options }, base) =>
      update.mutateAsync({
        // Without memberships nothing can be members-only (decision 033).
        options: base.membershipEnabled ? options : options.map((option) => ({ ...option, memberOnly: false })),
        version: base.version,
      }),
    reload,
    onSaved: (_saved, changed) => changed && notice.success('pickupOptionsSaved'),
    refusal: { title: t('pickup.errorTitle'), refusedKey: 'pickupOptionsSaveFailed', failedKey: 'pickupOptionsSaveFailed' },
  });
  const { control, register, fieldError } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'options' });
  const listError = fieldError('options') ?? fieldError('options.root' as 'options');

  return (
    <SectionCard
      id="pickup"
      title={t('pickup.title')}
      subtitle={t('pickup.subtitle')}
      onSubmit={(event) => void form.submit(event)}
      saveBar={form.saveBar}
      staleCopy={form.staleCopy}
    >
      {fields.length === 0 && <Typography color="text.secondary">{t('pickup.empty')}</Typography>}
      <Stack spacing={2}>
        {fields.map((field, index) => {
          const isDefault = index === 0;
          const labelError = fieldError(`options.${index}.label`);
          const rowError = fieldError(`options.${index}.memberOnly`) ?? fieldError(`options.${index}.requireTableNumber`);
          return (
            <Box
              key={field.id}
              data-testid={`pickup-option-${index}`}
              sx={{
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                p: 1.5,
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'flex-start',
                gap: 1.5,
              }}
            >
              <TextField
                {...register(`options.${index}.label`)}
                label={t('pickup.label', { number: index + 1 })}
                size="small"
                error={Boolean(labelError)}
                helperText={labelError ?? t('pickup.labelHint')}
                sx={{ flex: '1 1 220px' }}
                slotProps={{ htmlInput: { maxLength: PICKUP_LABEL_MAX_LENGTH } }}
              />
              {isDefault ? (
                <Chip label={t('pickup.default')} color="primary" variant="outlined" sx={{ mt: 0.75 }} />
              ) : (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
                  {copy.membershipEnabled && (
                    <Controller
                      control={control}
                      name={`options.${index}.memberOnly`}
                      render={({ field: box }) => (
                        <FormControlLabel
                          control={<Checkbox checked={box.value} onChange={(event) => box.onChange(event.target.checked)} />}
                          label={t('pickup.memberOnly')}
                        />
                      )}
                    />
                  )}
                  <Controller
                    control={control}
                    name={`options.${index}.requireTableNumber`}
                    render={({ field: box }) => (
                      <FormControlLabel
                        control={<Checkbox checked={box.value} onChange={(event) => box.onChange(event.target.checked)} />}
                        label={t('pickup.requireTableNumber')}
                      />
                    )}
                  />
                  <Tooltip title={t('pickup.delete')}>
                    <IconButton
                      aria-label={t('pickup.deleteLabel', { label: form.getValues(`options.${index}.label`) || index + 1 })}
                      onClick={() => remove(index)}
                    >
                      <DeleteOutlined />
                    </IconButton>
                  </Tooltip>
                </Box>
              )}
              {rowError && (
                <FormHelperText error sx={{ width: '100%', mt: 0 }}>
                  {rowError}
                </FormHelperText>
              )}
            </Box>
          );
        })}
      </Stack>
      {listError && (
        <FormHelperText error role="alert">
          {listError}
        </FormHelperText>
      )}
      <Button sx={{ mt: 2 }} onClick={() => append({ ...blank })} disabled={fields.length >= PICKUP_OPTIONS_MAX}>
        {t('pickup.add')}
      </Button>
    </SectionCard>
  );
}
