import { Alert, AlertTitle, Snackbar } from '@mui/material';
import type { Notice } from './notifications';

/** The notification itself: top centre, the spec's title and duration, closed by time, by its button or by Escape. */
export function NoticeSnackbar({ notice, onClose }: { notice: (Notice & { id: number }) | null; onClose: () => void }) {
  return (
    <Snackbar
      key={notice?.id}
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
  );
}
