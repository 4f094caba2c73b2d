import { Alert, CircularProgress } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { type KeptFiguresShown, keptFiguresShown } from '../../../lib/kept-figures';
import { KEPT_NOTE } from '../../../lib/kept-page';

/** Anything older than the page came from the browser's copy: the page's own answers are all newer. */
const PAGE_OPENED_AT = performance.timeOrigin;

/**
 * Says when the figures on screen are the ones kept from an earlier visit (lib/kept-figures.ts): their time, and that
 * the current ones are on their way, or cannot come (offline, or the server cannot be reached). Gone once they come.
 */
export function KeptFiguresNote() {
  const { t } = useTranslation('shell');
  const queryCache = useQueryClient().getQueryCache();
  const subscribe = useCallback((changed: () => void) => queryCache.subscribe(changed), [queryCache]);
  // A string, so the snapshot is the same value while nothing that is shown has changed.
  const snapshot = useSyncExternalStore(
    subscribe,
    () => JSON.stringify(keptFiguresShown(queryCache.getAll(), PAGE_OPENED_AT, navigator.onLine)),
    // Drawn at build time there is nothing kept.
    () => 'null',
  );
  const shown = JSON.parse(snapshot) as KeptFiguresShown | null;
  if (!shown) return null;
  const time = formatDateTime(new Date(shown.asOf));
  return (
    <Alert
      role="status"
      {...{ [KEPT_NOTE]: '' }}
      severity={shown.state === 'updating' ? 'info' : 'warning'}
      icon={shown.state === 'updating' ? <CircularProgress size={20} aria-hidden /> : undefined}
      sx={{ mb: 2 }}
    >
      {t(`keptFigures.${shown.state}`, { time })}
    </Alert>
  );
}
