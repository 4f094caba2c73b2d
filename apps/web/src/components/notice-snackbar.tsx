import { Alert, AlertTitle, Portal, Snackbar } from '@mui/material';
import type { Notice } from './notice-types';

/**
 * The notification itself: top centre, with its kind's title and duration, closed by time, by its button or by Escape.
 * Each notice gets a fresh node at the end of the body: an open dialog hides the page from assistive technology
 * (aria-hidden on everything that was there when it opened), and a notice about that dialog must still be read out.
 */
export function NoticeSnackbar({ notice, onClose }: { notice: (Notice & { id: number }) | null; onClose: () => void }) {
  return (
    <Portal key={notice?.id}>
      <Snackbar
        open={notice !== null}
        autoHideDuration={notice?.durationMs ?? null}
        onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        {notice ? (
          <Alert severity={notice.severity} variant="filled" onClose={onClose} role="alert" sx={{ maxWidth: 560 }}>
            {notice.title && <AlertTitle>{notice.title}</AlertTitle>}
            {notice.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </Portal>
  );
}
