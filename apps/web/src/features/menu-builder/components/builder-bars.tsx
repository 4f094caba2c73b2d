import { Redo, Undo } from '@mui/icons-material';
import { Button, Stack, type Theme, Tooltip } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuPageHeading } from './menu-shop';

interface History {
  canUndo: boolean;
  canRedo: boolean;
  undo: () => void;
  redo: () => void;
}

/** Nothing to undo or redo: the menu is still on its way. */
const NO_HISTORY: History = { canUndo: false, canRedo: false, undo: () => undefined, redo: () => undefined };

/**
 * The builder's title line: its heading, Undo and Redo. Drawn the same while the menu loads (with nothing to undo),
 * so nothing moves when it arrives and the heading the build draws first stays where it is (decision 276).
 */
export function BuilderHeading({ title, history = NO_HISTORY }: { title: string; history?: History }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <MenuPageHeading title={title} grow />
      <HistoryButtons {...history} />
    </Stack>
  );
}

/**
 * Undo and Redo as buttons with their words (on a phone there is no keyboard to know the shortcuts from); the shortcut
 * is in the tooltip. Drawn again only when what they can do changes (not on every keystroke).
 */
export const HistoryButtons = memo(function HistoryButtons({ canUndo, canRedo, undo, redo }: History) {
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
