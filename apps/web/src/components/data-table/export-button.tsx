import { FileDownloadOutlined } from '@mui/icons-material';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { exportSpreadsheet, type Spreadsheet } from '../../lib/spreadsheet-export';

export interface ExportButtonProps<Rows extends readonly unknown[]> {
  /** The screen's words, e.g. 'Download Membership Stats'. */
  label: string;
  /** Called on click: the workbook to write (a server-paged screen may fetch all its rows here first). */
  spreadsheet: () => Spreadsheet<Rows> | Promise<Spreadsheet<Rows>>;
  disabled?: boolean;
  /** A failed download (exceljs could not be fetched, a fetch of rows failed): the screen says so its own way. */
  onError?: (error: unknown) => void;
}

/** A download button for a spreadsheet; it shows progress while the workbook is written, and cannot be clicked twice meanwhile. */
export function ExportButton<const Rows extends readonly unknown[]>({ label, spreadsheet, disabled, onError }: ExportButtonProps<Rows>) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await exportSpreadsheet(await spreadsheet());
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
