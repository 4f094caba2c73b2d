/**
 * Edit Subsidies, for Brewline administrators, from the item's actions menu (decision 062).
 *
 *     {isAdmin && <SubsidyDialog open={dialog === 'subsidies'} shopId={shopId} item={item} onClose={close} />}
 *
 * For each saved value of the item's own modifiers (a default modifier's values carry no subsidy), the amount Brewline
 * pays the shop per Brewline membership, in dollars; empty means none. Only the values whose amounts changed are
 * saved. A failed save: 'Error Saving Info!' / 'There was an issue saving... please try again'. The server refuses
 * anyone who is not a platform administrator, so mount it only for them.
 */
import { isSavedId } from '@brewline/contracts/menu';
import { subsidyCentsFromText, subsidyText } from '@brewline/contracts/menu-complimentary';
import type { Subsidy } from '@brewline/contracts/schemas/menu-complimentary';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  InputAdornment,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotice } from '../../../components/use-notice';
import { useSaveSubsidies, useSubsidies } from '../api/subsidies';
import type { DraftItem } from '../model/types';
import { LoadError } from '../../../components/load-error';

export interface SubsidyDialogProps {
  open: boolean;
  shopId: number;
  item: Pick<DraftItem, 'name' | 'options'>;
  onClose: () => void;
  onSaved?: () => void;
}

const fieldKey = (valueId: number, membershipId: number) => `${valueId}:${membershipId}`;

export function SubsidyDialog({ open, shopId, item, onClose, onSaved }: SubsidyDialogProps) {
  const { t } = useTranslation('menu-builder');
  const { t: tm } = useTranslation('messages');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const notice = useNotice();

  // The item's own modifiers and their saved values.
  const options = useMemo(
    () =>
      item.options
        .filter((option) => option.defaultOptionId === null)
        .map((option) => ({
          id: String(option.id),
          title: option.title,
          values: option.values.flatMap((value) => (isSavedId(value.id) ? [{ id: value.id, value: value.value }] : [])),
        }))
        .filter((option) => option.values.length > 0),
    [item.options],
  );
  const valueIds = useMemo(() => options.flatMap((option) => option.values.map((value) => value.id)), [options]);
  const results = useSubsidies(shopId, valueIds, open);
  const save = useSaveSubsidies(shopId);
  const [typed, setTyped] = useState<Record<string, string>>({});

  const loading = results.some((result) => result.isPending);
  const failed = results.find((result) => result.isError);
  const loaded = new Map<number, Subsidy[]>();
  results.forEach((result, index) => result.data && loaded.set(valueIds[index]!, result.data));

  const text = (row: Subsidy) => typed[fieldKey(row.optionValueId, row.membershipId)] ?? subsidyText(row.amountCents);
  const invalid = (row: Subsidy) => subsidyCentsFromText(text(row)) === 'invalid';
  const allRows = [...loaded.values()].flat();
  const anyInvalid = allRows.some(invalid);
  const changedValues = [...loaded].filter(([, rows]) => rows.some((row) => subsidyCentsFromText(text(row)) !== row.amountCents));

  const close = () => {
    setTyped({});
    onClose();
  };

  const submit = async () => {
    if (anyInvalid) return;
    try {
      await save.mutateAsync(
        changedValues.map(([valueId, rows]) => ({
          valueId,
          body: rows.map((row) => ({ membershipId: row.membershipId, amountCents: subsidyCentsFromText(text(row)) as number | null })),
        })),
      );
      notice.success(t('extras.subsidies.saved'));
      onSaved?.();
      close();
    } catch {
      notice.serverError('complimentarySaveFailed', t('extras.subsidies.errorTitle'));
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle id={titleId}>{t('extras.subsidies.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{t('extras.subsidies.intro', { name: item.name })}</Typography>
        {options.length === 0 && <Alert severity="info">{t('extras.subsidies.none')}</Alert>}
        {loading && options.length > 0 && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress aria-label={t('extras.subsidies.loading')} />
          </Box>
        )}
        {failed && <LoadError error={failed.error} onRetry={() => void failed.refetch()} />}
        {!loading && !failed && (
          <Stack spacing={2.5}>
            {options.map((option) => (
              <Box key={option.id} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
                <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
                  {option.title}
                </Typography>
                <Stack spacing={1.5}>
                  {option.values.flatMap((value) =>
                    (loaded.get(value.id) ?? []).map((row) => (
                      <TextField
                        key={fieldKey(value.id, row.membershipId)}
                        size="small"
                        label={t('extras.subsidies.amountLabel', { value: value.value, tier: row.name })}
                        value={text(row)}
                        onChange={(event) =>
                          setTyped((current) => ({ ...current, [fieldKey(value.id, row.membershipId)]: event.target.value }))
                        }
                        error={invalid(row)}
                        helperText={invalid(row) ? tm('subsidyAmountInvalid') : undefined}
                        inputMode="decimal"
                        slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
                      />
                    )),
                  )}
                </Stack>
              </Box>
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('extras.subsidies.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={changedValues.length === 0 || anyInvalid || save.isPending}>
          {t('extras.subsidies.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
