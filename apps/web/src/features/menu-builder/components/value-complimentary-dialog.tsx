/**
 * Complimentary values of one option (decision 061): which of its values are free, per tier.
 *
 *     const guard = useValueComplimentaryGuard();           // value-complimentary-guard.ts
 *     // on the option's 'Edit complimentary' click:
 *     if (guard(option.values)) setEditing(option);     // false: it showed the unsaved-values notice, do not open
 *     <ValueComplimentaryDialogWhenAsked open={editing !== null} shopId={shopId} option={editing} source="menu" onClose={...} />
 *
 * `source` is 'menu' for an item's own option, 'default' for a default modifier (the Default Modifiers screen, or a
 * default modifier dropped into an item: pass its default option's values). An unsaved value ('new-…') cannot be
 * edited: the guard (and the dialog itself, if opened anyway) shows 'Please add all modifiers and save the new menu
 * before editing the complimentary status.' without calling the server. Brewline's own tiers are disabled unless the
 * caller is a Brewline administrator. A failed save: 'There was an issue saving... please try again'.
 */
import type { ValueSource } from '@brewline/contracts/menu-complimentary';
import type { ValueComplimentary } from '@brewline/contracts/schemas/menu-complimentary';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotice } from '../../../components/use-notice';
import { useSaveValueComplimentary, useValueComplimentary } from '../api/complimentary';
import { LoadError } from '../../../components/load-error';
import { allValuesSaved, type ValueLike } from './value-complimentary-guard';

export interface ValueComplimentaryDialogProps {
  open: boolean;
  shopId: number;
  /** The option (its title is shown) with its values in order. */
  option: { title: string; values: readonly ValueLike[] } | null;
  source: ValueSource;
  onClose: () => void;
  onSaved?: (settings: ValueComplimentary[]) => void;
}

export function ValueComplimentaryDialog({ open, shopId, option, source, onClose, onSaved }: ValueComplimentaryDialogProps) {
  const { t } = useTranslation('menu-builder');
  const { t: tm } = useTranslation('messages');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const notice = useNotice();
  const values = option?.values ?? [];
  const saved = allValuesSaved(values);
  const valueIds = saved ? values.map((value) => value.id as number) : [];
  const settings = useValueComplimentary(shopId, source, valueIds, open && saved);
  const save = useSaveValueComplimentary(shopId, source, valueIds);
  const [changes, setChanges] = useState<Record<number, number[]>>({});

  const rows = settings.data ?? [];
  const chosen = (row: ValueComplimentary) => changes[row.membershipId] ?? row.valueIds;
  const differs = (row: ValueComplimentary) => {
    const now = chosen(row);
    return now.length !== row.valueIds.length || now.some((id) => !row.valueIds.includes(id));
  };
  const changed = rows.filter(differs);

  const toggle = (row: ValueComplimentary, valueId: number, checked: boolean) =>
    setChanges((current) => {
      const now = current[row.membershipId] ?? row.valueIds;
      const next = checked ? [...now.filter((id) => id !== valueId), valueId] : now.filter((id) => id !== valueId);
      return { ...current, [row.membershipId]: valueIds.filter((id) => next.includes(id)) };
    });

  const close = () => {
    setChanges({});
    onClose();
  };

  const submit = async () => {
    try {
      const result = await save.mutateAsync(changed.map((row) => ({ membershipId: row.membershipId, valueIds: chosen(row) })));
      notice.success(t('extras.complimentary.saved'));
      onSaved?.(result);
      close();
    } catch {
      notice.serverError('complimentarySaveFailed');
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id={titleId}>{t('extras.complimentary.valuesTitle')}</DialogTitle>
      <DialogContent>
        {!saved ? (
          <Alert severity="info">{tm('complimentaryUnsavedValue')}</Alert>
        ) : (
          <>
            <Typography sx={{ mb: 2 }}>{t('extras.complimentary.valuesIntro', { title: option?.title ?? '' })}</Typography>
            {settings.isPending && (
              <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
                <CircularProgress aria-label={t('extras.complimentary.loading')} />
              </Box>
            )}
            {settings.isError && <LoadError error={settings.error} onRetry={() => void settings.refetch()} />}
            {settings.isSuccess && rows.length === 0 && <Typography color="text.secondary">{t('extras.complimentary.none')}</Typography>}
            {rows.length > 0 && (
              <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
                <Table size="small" aria-labelledby={titleId}>
                  <TableHead>
                    <TableRow>
                      <TableCell />
                      {values.map((value) => (
                        <TableCell key={String(value.id)} align="center">
                          {value.value}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((row) => (
                      <TableRow key={row.membershipId}>
                        <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                          {row.name}
                          {row.isPlatformMembership && (
                            <Chip size="small" variant="outlined" label={t('extras.complimentary.brewline')} sx={{ ml: 1 }} />
                          )}
                        </TableCell>
                        {values.map((value) => (
                          <TableCell key={String(value.id)} align="center" padding="checkbox">
                            <Checkbox
                              checked={chosen(row).includes(value.id as number)}
                              disabled={!row.editable || save.isPending}
                              onChange={(_event, checked) => toggle(row, value.id as number, checked)}
                              slotProps={{
                                input: { 'aria-label': t('extras.complimentary.valueLabel', { value: value.value, tier: row.name }) },
                              }}
                            />
                          </TableCell>
                        ))}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            )}
            {rows.some((row) => !row.editable) && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                {t('extras.complimentary.platformHint')}
              </Typography>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('extras.complimentary.cancel')}</Button>
        {saved && (
          <Button variant="contained" onClick={() => void submit()} disabled={changed.length === 0 || save.isPending}>
            {t('extras.complimentary.save')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
