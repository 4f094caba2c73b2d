import {
  CATEGORY_TITLE_MAX_LENGTH,
  CATEGORY_TITLE_WARNING_LENGTH,
  type CategoryKind,
  defaultStation,
  type Station,
} from '@brewline/contracts/menu';
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
import { useMenuChecks } from '../hooks/use-menu-checks';
import { sameWindowList } from '../model/availability';
import type { CategoryPatch, DraftCategory, FieldErrors, NewCategory } from '../model/types';
import { AvailabilityWindowsEditor } from './availability-windows-editor';

/**
 * The category dialog: a title of at most 300 characters, warned about above 20; kind, Members
 * Only, visibility and Events Category are chosen at creation only, so editing an existing category shows them
 * disabled. The title, the station (the bar or the kitchen; a new category's follows its list until chosen) and the
 * availability windows may change any time. Delete is offered for an existing category (refused while it holds items).
 */
export function CategoryDialog({
  open,
  category,
  onClose,
  onAdd,
  onEdit,
  onDelete,
}: {
  open: boolean;
  /** The category being edited, or null to add one. */
  category: DraftCategory | null;
  onClose: () => void;
  onAdd: (category: NewCategory) => void;
  /** What changed of the category being edited. */
  onEdit: (patch: CategoryPatch) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('menu-builder');
  const titleId = useId();
  const kindId = useId();
  const stationId = useId();
  const [values, setValues] = useState<NewCategory>(() =>
    category
      ? {
          title: category.title,
          kind: category.kind,
          membersOnly: category.membersOnly,
          membersOnlyVisible: category.membersOnlyVisible,
          isEvents: category.isEvents,
          station: category.station,
          windows: category.windows,
        }
      : { title: '', kind: 'drink', membersOnly: false, membersOnlyVisible: true, isEvents: false, station: 'drinks', windows: [] },
  );
  const [touched, setTouched] = useState(false);
  const [stationChosen, setStationChosen] = useState(false);
  const [windowErrors, setWindowErrors] = useState<FieldErrors>({});
  const editing = category !== null;
  const blank = values.title.trim() === '';
  const withChecks = useMenuChecks(open);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    void withChecks(({ windowIssues }) => {
      const issues = windowIssues(values.windows);
      setWindowErrors(issues);
      if (blank || Object.keys(issues).length > 0) return;
      const title = values.title.trim();
      if (!editing) return onAdd({ ...values, title });
      const patch: CategoryPatch = {};
      if (title !== category.title) patch.title = title;
      if (values.station !== category.station) patch.station = values.station;
      if (!sameWindowList(values.windows, category.windows)) patch.windows = values.windows;
      onEdit(patch);
    });
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
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
              <FormLabel id={kindId}>{t('categoryDialog.kind')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby={kindId}
                value={values.kind}
                onChange={(event) => {
                  const kind = event.target.value as CategoryKind;
                  setValues({ ...values, kind, station: stationChosen ? values.station : defaultStation(kind) });
                }}
              >
                <FormControlLabel value="drink" control={<Radio />} label={t('categoryDialog.drinks')} />
                <FormControlLabel value="food" control={<Radio />} label={t('categoryDialog.food')} />
              </RadioGroup>
            </FormControl>
            <FormControl>
              <FormLabel id={stationId}>{t('categoryDialog.station')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby={stationId}
                value={values.station}
                onChange={(event) => {
                  setStationChosen(true);
                  setValues({ ...values, station: event.target.value as Station });
                }}
              >
                <FormControlLabel value="drinks" control={<Radio />} label={t('categoryDialog.drinks')} />
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
            <AvailabilityWindowsEditor
              windows={values.windows}
              errors={windowErrors}
              onChange={(windows) => setValues({ ...values, windows })}
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
