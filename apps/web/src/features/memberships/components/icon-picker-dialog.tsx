import { BENEFIT_ICONS, type BenefitIcon } from '@brewline/contracts/memberships';
import { Button, ButtonBase, Dialog, DialogActions, DialogContent, DialogTitle, Grid, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BENEFIT_ICON_LOOK } from './benefit-icons';

interface IconPickerDialogProps {
  open: boolean;
  selected: string;
  onPick: (icon: BenefitIcon) => void;
  onClose: () => void;
}

/** 'Select An Icon': the five benefit icons sorted by name, four per row (two on a phone); a click picks and closes. */
export function IconPickerDialog({ open, selected, onPick, onClose }: IconPickerDialogProps) {
  const { t } = useTranslation('memberships');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('iconPicker.title')}</DialogTitle>
      <DialogContent>
        <Grid container spacing={2} role="list">
          {BENEFIT_ICONS.map((icon) => {
            const { Icon, labelKey } = BENEFIT_ICON_LOOK[icon];
            const chosen = icon === selected;
            return (
              <Grid key={icon} size={{ xs: 6, sm: 3 }} role="listitem">
                <ButtonBase
                  onClick={() => onPick(icon)}
                  aria-pressed={chosen}
                  data-icon={icon}
                  sx={{
                    width: '100%',
                    flexDirection: 'column',
                    gap: 1,
                    py: 2,
                    borderRadius: 2,
                    border: 2,
                    borderColor: chosen ? 'primary.main' : 'divider',
                    bgcolor: chosen ? 'action.selected' : 'transparent',
                    '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
                  }}
                >
                  <Icon fontSize="large" color={chosen ? 'primary' : 'action'} aria-hidden />
                  <Typography variant="body2">{t(labelKey)}</Typography>
                </ButtonBase>
              </Grid>
            );
          })}
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('iconPicker.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
