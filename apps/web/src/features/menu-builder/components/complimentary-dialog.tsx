/**
 * Edit Complimentary for an item, from the item's actions menu (decision 061).
 *
 *     <ComplimentaryDialog open={dialog === 'complimentary'} shopId={shopId} item={item} onClose={close} onSaved={optional} />
 *
 * One switch per membership tier: the shop's own and its chain's, then Brewline's own, which only a Brewline
 * administrator can change (others see them disabled; the server decides from who is signed in). Saved at once by its
 * Save (not with the menu). An item that is not saved yet has no id: the dialog says 'Please add all modifiers and save
 * the new menu before editing the complimentary status.' instead of calling. A failed save: 'There was an issue
 * saving... please try again'.
 */
import { isSavedId } from '@brewline/contracts/menu';
import type { ItemComplimentary } from '@brewline/contracts/schemas/menu-complimentary';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotice } from '../../../components/use-notice';
import { useItemComplimentary, useSaveItemComplimentary } from '../api/complimentary';
import type { DraftItem } from '../model/types';
import { LoadError } from '../../../components/load-error';

export interface ComplimentaryDialogProps {
  open: boolean;
  shopId: number;
  /** The item (its id decides whether it is saved; its name is shown). */
  item: Pick<DraftItem, 'id' | 'name'>;
  onClose: () => void;
  /** After a successful save, with every tier's setting as saved. */
  onSaved?: (settings: ItemComplimentary[]) => void;
}

export function ComplimentaryDialog({ open, shopId, item, onClose, onSaved }: ComplimentaryDialogProps) {
  const { t } = useTranslation('menu-builder');
  const { t: tm } = useTranslation('messages');
  const titleId = useId();
  const notice = useNotice();
  const itemId = isSavedId(item.id) ? item.id : null;
  const settings = useItemComplimentary(shopId, open ? itemId : null);
  const save = useSaveItemComplimentary(shopId, itemId ?? 0);
  const [changes, setChanges] = useState<Record<number, boolean>>({});

  const rows = settings.data ?? [];
  const isOn = (row: ItemComplimentary) => changes[row.membershipId] ?? row.complimentary;
  const changed = rows.filter((row) => isOn(row) !== row.complimentary);

  const close = () => {
    setChanges({});
    onClose();
  };

  const submit = async () => {
    try {
      const saved = await save.mutateAsync(changed.map((row) => ({ membershipId: row.membershipId, complimentary: isOn(row) })));
      notice.success(t('extras.complimentary.saved'));
      onSaved?.(saved);
      close();
    } catch {
      notice.serverError('complimentarySaveFailed');
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('extras.complimentary.title')}</DialogTitle>
      <DialogContent>
        {itemId === null ? (
          <Alert severity="info">{tm('complimentaryUnsavedValue')}</Alert>
        ) : (
          <>
            <Typography sx={{ mb: 2 }}>{t('extras.complimentary.intro', { name: item.name })}</Typography>
            {settings.isPending && (
              <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
                <CircularProgress aria-label={t('extras.complimentary.loading')} />
              </Box>
            )}
            {settings.isError && <LoadError error={settings.error} onRetry={() => void settings.refetch()} />}
            {settings.isSuccess && rows.length === 0 && <Typography color="text.secondary">{t('extras.complimentary.none')}</Typography>}
            <Stack>
              {rows.map((row) => (
                <Stack key={row.membershipId} direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                  <FormControlLabel
                    control={
                      <Switch
                        checked={isOn(row)}
                        disabled={!row.editable || save.isPending}
                        onChange={(_event, checked) => setChanges((current) => ({ ...current, [row.membershipId]: checked }))}
                      />
                    }
                    label={row.name}
                  />
                  {row.isPlatformMembership && <Chip size="small" variant="outlined" label={t('extras.complimentary.brewline')} />}
                </Stack>
              ))}
            </Stack>
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
        {itemId !== null && (
          <Button variant="contained" onClick={() => void submit()} disabled={changed.length === 0 || save.isPending}>
            {t('extras.complimentary.save')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
