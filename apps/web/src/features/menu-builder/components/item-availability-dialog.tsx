import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenuChecks } from '../hooks/use-menu-checks';
import type { AvailabilityWindow, DraftItem, FieldErrors } from '../model/types';
import { AvailabilityWindowsEditor } from './availability-windows-editor';

/** An item's own availability windows (decision 297), within its category's: edited here, kept in the draft on Save. */
export function ItemAvailabilityDialog({
  open,
  item,
  onSave,
  onClose,
}: {
  open: boolean;
  item: DraftItem;
  onSave: (windows: AvailabilityWindow[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('menu-builder');
  const titleId = useId();
  const [windows, setWindows] = useState(item.windows);
  const [errors, setErrors] = useState<FieldErrors>({});
  const name = item.name.trim() || t('item.unnamed');
  const withChecks = useMenuChecks(open);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void withChecks(({ windowIssues }) => {
      const issues = windowIssues(windows);
      setErrors(issues);
      if (Object.keys(issues).length === 0) onSave(windows);
    });
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('availability.itemTitle', { name })}</DialogTitle>
        <DialogContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('availability.itemHint')}
          </Typography>
          <AvailabilityWindowsEditor windows={windows} errors={errors} onChange={setWindows} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('availability.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
