import { downloadFromServer } from '../../lib/server-download';
import { DownloadButton } from './download-button';

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

/** A download of a spreadsheet the server writes (every row of a report, streamed), looking and behaving like ExportButton. */
export function ServerDownloadButton({ path, fileName, ...button }: ServerDownloadButtonProps) {
  return <DownloadButton {...button} download={() => downloadFromServer(path, fileName)} />;
}
