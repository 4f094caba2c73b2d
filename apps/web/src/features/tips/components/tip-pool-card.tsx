import { TIP_POOL_NAME_MAX_LENGTH, TIP_POOL_PEOPLE_MAX, parseTypedHours, tipShares } from '@brewline/contracts/tips';
import { TipPoolFormSchema, type TipPoolFormValues, type TipsReport } from '@brewline/contracts/schemas/tips';
import { DeleteOutlined } from '@mui/icons-material';
import {
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  FormHelperText,
  IconButton,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/data-table/export-button';
import { SaveBar } from '../../../components/save-bar';
import { useNotice } from '../../../components/use-notice';
import { useSavedForm } from '../../../components/use-saved-form';
import { formatMoney } from '../../../lib/format';
import { useSaveTipPool } from '../api/tips';
import { useDayColumns, useHourColumns, useShareColumns } from './tips-columns';

const valuesOf = (report: TipsReport): TipPoolFormValues => ({
  from: report.from,
  to: report.to,
  entries: (report.pool?.shares ?? []).map((share) => ({ name: share.name, hours: String(share.hours) })),
});

/**
 * The tip pool of the range on screen: the people who worked and their hours, each one's share worked out as they
 * are typed (the same rule the server keeps), saved with the range, and TipPool.xlsx of what was saved.
 */
export function TipPoolCard({ shopId, report }: { shopId: number; report: TipsReport }) {
  const { t } = useTranslation('tips');
  const notice = useNotice();
  const save = useSaveTipPool(shopId);
  const form = useSavedForm({
    schema: TipPoolFormSchema,
    copy: report,
    toValues: valuesOf,
    save: (values) => save.mutateAsync(values),
    reload: () => Promise.resolve(report),
    onSaved: (_saved, changed) => changed && notice.success(t('pool.saved')),
    refusal: { title: t('pool.errorTitle') },
    leave: {},
  });
  const { control, fieldError } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'entries' });
  const entries = useWatch({ control, name: 'entries' }) ?? [];
  const shares = tipShares(
    report.tipCents,
    // What does not read as hours yet counts for nothing.
    entries.map((entry) => parseTypedHours(entry.hours) ?? 0),
  );
  const shared = shares.reduce((sum, share) => sum + share, 0);
  const dayColumns = useDayColumns();
  const hourColumns = useHourColumns();
  const shareColumns = useShareColumns();
  const titleId = 'tip-pool-title';

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ minWidth: 0, overflow: 'visible' }}>
      <CardContent component="form" noValidate onSubmit={(event) => void form.submit(event)}>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
            <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {t('pool.title')}
            </Typography>
            <ExportButton
              label={t('pool.download')}
              disabled={!report.pool}
              onError={(error) => {
                console.error(error);
                notice.serverError(t('exportFailed'));
              }}
              spreadsheet={() => ({
                fileName: `TipPool-${report.from}-${report.to}`,
                sheets: [
                  { name: t('pool.sheet'), columns: shareColumns, rows: report.pool?.shares ?? [] },
                  { name: t('byDay.sheet'), columns: dayColumns, rows: report.days },
                  { name: t('byHour.sheet'), columns: hourColumns, rows: report.hours },
                ],
              })}
            />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('pool.rule')}
          </Typography>
          {fields.length === 0 && <Typography color="text.secondary">{t('pool.empty')}</Typography>}
          {fields.map((field, index) => {
            const nameError = fieldError(`entries.${index}.name`);
            const hoursError = fieldError(`entries.${index}.hours`);
            const name = entries[index]?.name ?? '';
            return (
              <Box
                key={field.id}
                data-testid={`pool-person-${index}`}
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'flex-start',
                  gap: 1.5,
                  borderBottom: 1,
                  borderColor: 'divider',
                  pb: 1.5,
                }}
              >
                <Controller
                  control={control}
                  name={`entries.${index}.name`}
                  render={({ field: input }) => (
                    <Autocomplete
                      freeSolo
                      options={report.people}
                      inputValue={input.value}
                      onInputChange={(_, value) => input.onChange(value)}
                      sx={{ flex: '1 1 200px', minWidth: 0 }}
                      renderInput={(params) => (
                        <TextField
                          {...params}
                          onBlur={input.onBlur}
                          label={t('pool.name', { number: index + 1 })}
                          size="small"
                          error={Boolean(nameError)}
                          helperText={nameError}
                          slotProps={{
                            ...params.slotProps,
                            htmlInput: { ...params.slotProps.htmlInput, maxLength: TIP_POOL_NAME_MAX_LENGTH },
                          }}
                        />
                      )}
                    />
                  )}
                />
                <TextField
                  {...form.register(`entries.${index}.hours`)}
                  label={t('pool.hours')}
                  size="small"
                  error={Boolean(hoursError)}
                  helperText={hoursError}
                  sx={{ flex: '0 0 96px' }}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
                <Box sx={{ flex: '1 0 96px', alignSelf: 'center', textAlign: 'end' }}>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {t('pool.share')}
                  </Typography>
                  <Typography sx={{ fontWeight: 700 }} data-testid={`pool-share-${index}`}>
                    <bdi dir="ltr">{formatMoney(shares[index] ?? 0)}</bdi>
                  </Typography>
                </Box>
                <Tooltip title={t('pool.remove')}>
                  <IconButton
                    aria-label={t('pool.removeLabel', { name: name || index + 1 })}
                    onClick={() => remove(index)}
                    sx={{ alignSelf: 'center' }}
                  >
                    <DeleteOutlined />
                  </IconButton>
                </Tooltip>
              </Box>
            );
          })}
          {fieldError('entries') && (
            <FormHelperText error role="alert">
              {fieldError('entries')}
            </FormHelperText>
          )}
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
            <Button onClick={() => append({ name: '', hours: '' })} disabled={fields.length >= TIP_POOL_PEOPLE_MAX}>
              {t('pool.add')}
            </Button>
            <Typography variant="body2" data-testid="pool-total">
              {t('pool.total', {
                shared: `\u2066${formatMoney(shared)}\u2069`,
                tips: `\u2066${formatMoney(Math.max(0, report.tipCents))}\u2069`,
              })}
            </Typography>
          </Stack>
          {report.pool && (
            <Typography variant="caption" color="text.secondary">
              {t('pool.savedBy', { name: report.pool.savedBy, at: new Date(report.pool.savedAt).toLocaleString() })}
            </Typography>
          )}
          <SaveBar {...form.saveBar} persistent submits />
        </Stack>
      </CardContent>
    </Card>
  );
}
