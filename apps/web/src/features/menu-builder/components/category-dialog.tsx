import { CATEGORY_TITLE_MAX_LENGTH, CATEGORY_TITLE_WARNING_LENGTH, type CategoryKind } from '@brewline/contracts/menu';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftCategory, NewCategory } from '../model/types';

/**
 * The category dialog: a title of at most 300 characters, warned about above 20; kind, Members
 * Only, visibility and Events Category are chosen at creation only, so editing an existing category shows them
 * disabled and changes only the title. Delete is offered for an existing category (refused while it holds items).
 */
export function CategoryDialog({
  open,
  category,
  onClose,
  onAdd,
  onRename,
  onDelete,
}: {
  open: boolean;
  /** The category being edited, or null to add one. */
  category: DraftCategory | null;
  onClose: () => void;
  onAdd: (category: NewCategory) => void;
  onRename: (title: string) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('menu-builder');
  const titleId = useId();
  const [values, setValues] = useState<NewCategory>(() =>
    category
      ? {
          title: category.title,
          kind: category.kind,
          membersOnly: category.membersOnly,
          membersOnlyVisible: category.membersOnlyVisible,
          isEvents: category.isEvents,
        }
      : { title: '', kind: 'drink', membersOnly: false, membersOnlyVisible: true, isEvents: false },
  );
  const [touched, setTouched] = useState(false);
  const editing = category !== null;
  const blank = values.title.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (blank) return;
    if (editing) onRename(values.title.trim());
    else onAdd({ ...values, title: values.title.trim() });
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{editing ? t('categoryDialog.editTitle') : t('categoryDialog.addTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField
              autoFocus
              label={t('categoryDialog.title')}
              value={values.title}
              required
              error={touched && blank}
              helperText={touched && blank ? t('messages:menuFieldRequired') : `${values.title.length}/${CATEGORY_TITLE_MAX_LENGTH}`}
              slotProps={{ htmlInput: { maxLength: CATEGORY_TITLE_MAX_LENGTH } }}
              onChange={(event) => setValues({ ...values, title: event.target.value })}
            />
            {values.title.length > CATEGORY_TITLE_WARNING_LENGTH && (
              <Alert severity="warning" role="status">
                {t('categoryDialog.lengthWarning')}
              </Alert>
            )}
            <FormControl disabled={editing}>
              <FormLabel>{t('categoryDialog.kind')}</FormLabel>
              <RadioGroup row value={values.kind} onChange={(event) => setValues({ ...values, kind: event.target.value as CategoryKind })}>
                <FormControlLabel value="drink" control={<Radio />} label={t('categoryDialog.drinks')} />
                <FormControlLabel value="food" control={<Radio />} label={t('categoryDialog.food')} />
              </RadioGroup>
            </FormControl>
            <FormControlLabel
              disabled={editing}
              control={<Switch checked={values.membersOnly} onChange={(_, membersOnly) => setValues({ ...values, membersOnly })} />}
              label={t('header.membersOnly')}
            />
            <TextField
              select
              size="small"
              label={t('header.visibility')}
              disabled={editing || !values.membersOnly}
              value={values.membersOnlyVisible ? 'everyone' : 'members'}
              onChange={(event) => setValues({ ...values, membersOnlyVisible: event.target.value === 'everyone' })}
            >
              <MenuItem value="members">{t('header.onlyMembers')}</MenuItem>
              <MenuItem value="everyone">{t('header.everyone')}</MenuItem>
            </TextField>
            <FormControlLabel
              disabled={editing}
              control={<Switch checked={values.isEvents} onChange={(_, isEvents) => setValues({ ...values, isEvents })} />}
              label={t('header.events')}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {editing && (
            <Button color="error" onClick={onDelete} sx={{ mr: 'auto' }}>
              {t('categoryDialog.delete')}
            </Button>
          )}
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained">
            {editing ? t('categoryDialog.save') : t('categoryDialog.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
