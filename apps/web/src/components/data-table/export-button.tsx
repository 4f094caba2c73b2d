import { exportSpreadsheet, type Spreadsheet } from '../../lib/spreadsheet-export';
import { DownloadButton } from './download-button';

export interface ExportButtonProps<Rows extends readonly unknown[]> {
  /** The screen's words, e.g. 'Download Membership Stats'. */
  label: string;
  /** Called on click: the workbook to write (a server-paged screen may fetch all its rows here first). */
  spreadsheet: () => Spreadsheet<Rows> | Promise<Spreadsheet<Rows>>;
  disabled?: boolean;
  /** A failed download (exceljs could not be fetched, a fetch of rows failed): the screen says so its own way. */
  onError?: (error: unknown) => void;
}

/** A download button for a spreadsheet written in the browser. */
export function ExportButton<const Rows extends readonly unknown[]>({ spreadsheet, ...button }: ExportButtonProps<Rows>) {
  return <DownloadButton {...button} download={async () => exportSpreadsheet(await spreadsheet())} />;
}
