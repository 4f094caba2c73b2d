import { FileDownloadOutlined } from '@mui/icons-material';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { downloadFromServer } from '../../lib/server-download';

export interface ServerDownloadButtonProps {
  /** The screen's words, e.g. 'Download Transaction Data'. */
  label: string;
  /** The API path of the file (query included). */
  path: string;
  /** The name the browser saves it under, e.g. 'TransactionsData.xlsx'. */
  fileName: string;
  disabled?: boolean;
  /** A failed download: the screen says so its own way. */
  onError?: (error: unknown) => void;
}

/**
 * A download of a spreadsheet the server writes (every row of a report, streamed), looking and behaving like
 * ExportButton: progress while it downloads, no second click meanwhile.
 */
export function ServerDownloadButton({ label, path, fileName, disabled, onError }: ServerDownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFromServer(path, fileName);
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
      onClick={() => void download()}
      disabled={disabled || busy}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <FileDownloadOutlined />}
      sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
    >
      {label}
    </Button>
  );
}
