import { FileDownloadOutlined } from '@mui/icons-material';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';

export interface DownloadButtonProps {
  /** The screen's words, e.g. 'Download Membership Stats'. */
  label: string;
  /** Writes or fetches the file; the button shows progress until it settles. */
  download: () => Promise<void>;
  disabled?: boolean;
  /** A failed download: the screen says so its own way. */
  onError?: (error: unknown) => void;
}

/** A download button: progress while the file is made, and no second click meanwhile. */
export function DownloadButton({ label, download, disabled, onError }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      if (onError) onError(error);
      else console.error(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      onClick={() => void run()}
      disabled={disabled || busy}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <FileDownloadOutlined />}
      sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
    >
      {label}
    </Button>
  );
}
