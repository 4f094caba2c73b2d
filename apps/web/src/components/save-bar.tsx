import { Box, Button, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { LeaveGuard, type LeaveGuardProps } from './leave-guard';
import { type SaveBarInput, saveBarView } from './save-bar-state';

export interface SaveBarProps extends SaveBarInput {
  onSave: () => void;
  onDiscard: () => void;
  /**
   * Keeps Save in its place, disabled, while nothing differs (a card that always shows its Save); without it the bar
   * shows only while there is something to save, as Shopify's does.
   */
  persistent?: boolean;
  /** Save submits the form the bar sits in, rather than calling onSave. */
  submits?: boolean;
  /** Leaving the screen while something is unsaved asks first (useSaveState's `leave`). */
  leave?: Omit<LeaveGuardProps, 'dirty'>;
}

/**
 * The contextual save bar (decisions 180 and 200): while the form differs from what was saved it rises, sticky at the
 * bottom of the screen, as the region 'Unsaved changes' with Discard and Save. Memoized: a screen that draws on every
 * keystroke (the Menu Builder) draws the bar again only when what it shows changes (useSaveState keeps it stable).
 */
export const SaveBar = memo(function SaveBar({ onSave, onDiscard, persistent = false, submits = false, leave, ...state }: SaveBarProps) {
  const { t } = useTranslation();
  const { raised, canSave, canDiscard } = saveBarView(state);
  const guard = leave && state.dirty && <LeaveGuard dirty {...leave} />;
  if (!raised && !persistent) return null;
  return (
    <Box
      role={raised ? 'region' : undefined}
      aria-label={raised ? t('saveBar.unsaved') : undefined}
      data-raised={raised}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        // On a phone the words and both buttons keep to one line.
        gap: { xs: 1, sm: 1.5 },
        mt: 3,
        ...(raised && {
          position: 'sticky',
          bottom: { xs: 8, sm: 16 },
          zIndex: (theme) => theme.zIndex.appBar - 1,
          p: 1.5,
          borderRadius: 2,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          boxShadow: 6,
        }),
      }}
    >
      {raised && (
        <Typography component="p" sx={{ fontSize: { xs: '0.875rem', sm: '1rem' }, fontWeight: 600, mr: 'auto' }}>
          {t('saveBar.unsaved')}
        </Typography>
      )}
      {raised && (
        <Button variant="outlined" color="inherit" onClick={onDiscard} disabled={!canDiscard}>
          {t('saveBar.discard')}
        </Button>
      )}
      <Button variant="contained" type={submits ? 'submit' : 'button'} onClick={submits ? undefined : onSave} disabled={!canSave}>
        {state.saving ? t('saveBar.saving') : t('saveBar.save')}
      </Button>
      {guard}
    </Box>
  );
});
