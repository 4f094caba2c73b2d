import { Redo, Undo } from '@mui/icons-material';
import { Button, Paper, Stack, type Theme, Tooltip, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Undo and Redo as buttons with their words (on a phone there is no keyboard to know the shortcuts from); the shortcut
 * is in the tooltip. Drawn again only when what they can do changes (not on every keystroke).
 */
export const HistoryButtons = memo(function HistoryButtons({
  canUndo,
  canRedo,
  undo,
  redo,
}: {
  canUndo: boolean;
  canRedo: boolean;
  undo: () => void;
  redo: () => void;
}) {
  const { t } = useTranslation('menu-builder');
  const mirrored = { transform: (theme: Theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') };
  return (
    <Stack direction="row" sx={{ gap: 1 }}>
      <Tooltip title={t('undoHint')}>
        <span>
          <Button variant="outlined" startIcon={<Undo sx={mirrored} />} disabled={!canUndo} onClick={undo}>
            {t('undo')}
          </Button>
        </span>
      </Tooltip>
      <Tooltip title={t('redoHint')}>
        <span>
          <Button variant="outlined" startIcon={<Redo sx={mirrored} />} disabled={!canRedo} onClick={redo}>
            {t('redo')}
          </Button>
        </span>
      </Tooltip>
    </Stack>
  );
});

/** Save at the bottom, with 'unsaved changes' while the draft differs from the saved menu. */
export const SaveBar = memo(function SaveBar({
  dirty,
  saving,
  stale,
  onSave,
}: {
  dirty: boolean;
  saving: boolean;
  stale: boolean;
  onSave: () => void;
}) {
  const { t } = useTranslation('menu-builder');
  return (
    <Paper
      elevation={3}
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 5,
        p: 1.5,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        justifyContent: 'flex-end',
      }}
    >
      {dirty && (
        <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
          {t('save.unsaved')}
        </Typography>
      )}
      <Button variant="contained" size="large" onClick={onSave} disabled={saving || stale}>
        {saving ? t('save.saving') : t('save.button')}
      </Button>
    </Paper>
  );
});
