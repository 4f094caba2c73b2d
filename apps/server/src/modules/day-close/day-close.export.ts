import { DAY_CLOSE_COLUMNS, DAY_CLOSE_EXPORT_NAME } from '@brewline/contracts/day-close';
import type { DayCloseDay, DayCloseReport } from '@brewline/contracts/schemas/day-close';
import { reportDownloadColumns, type SpreadsheetStream } from '../../lib/spreadsheet-stream';

/** A row of DayClose.xlsx: a day, or the totals row (day 'Total', no payout). */
export type DayCloseSheetRow = Omit<DayCloseDay, 'payoutParts'>;

/** The rows DayClose.xlsx writes: the range's days, then the totals row whose every column sums the days'. */
export function dayCloseSheetRows(report: DayCloseReport): DayCloseSheetRow[] {
  return [...report.days.map(({ payoutParts: _parts, ...day }) => day), { day: 'Total', ...report.total, payoutId: null, paidOn: null }];
}

/**
 * DayClose.xlsx of a report (decision 303), by the server's spreadsheet writer (spreadsheetBuffer makes a mail's
 * attachment of it): one sheet of the days and their totals, the same columns as the screen's download.
 */
export function dayCloseSpreadsheet(report: DayCloseReport): SpreadsheetStream<DayCloseSheetRow> {
  return {
    fileName: `${DAY_CLOSE_EXPORT_NAME}.xlsx`,
    sheetName: DAY_CLOSE_EXPORT_NAME,
    columns: reportDownloadColumns<DayCloseSheetRow>(DAY_CLOSE_COLUMNS),
    rows: dayCloseSheetRows(report),
  };
}
