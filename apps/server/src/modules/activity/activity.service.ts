import { ACTIVITY_AREA_LABELS, ACTIVITY_EXPORT_NAME } from '@brewline/contracts/activity';
import type { ActivityExportQuery, ActivityPage, ActivityQuery } from '@brewline/contracts/schemas/activity';
import type { Actor } from '../../lib/actor';
import type { SpreadsheetColumn, SpreadsheetStream } from '../../lib/spreadsheet-stream';
import type { ActivityRepository } from './activity.repository';
import { ACTIVITY_EXPORT_COLUMNS, englishSentence } from './activity.rules';
import type { ActivityEntry, ActivityFilter, ActivityRecord } from './activity.types';

const DAY_MS = 86_400_000;
/** The UTC instants of a range of days, both included. */
const filterOf = (query: ActivityExportQuery): ActivityFilter => ({
  start: new Date(`${query.from}T00:00:00.000Z`),
  end: new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + DAY_MS),
  loginId: query.loginId,
  area: query.area,
});

const [WHEN, WHO, AREA, WHAT, ADDRESS] = ACTIVITY_EXPORT_COLUMNS;
/** ActivityLog.xlsx: When, Who, Area (its English label), What (the English sentence), the client address. */
const EXPORT_COLUMNS: SpreadsheetColumn<ActivityRecord>[] = [
  { header: WHEN, type: 'datetime', key: 'createdAt' },
  { header: WHO, type: 'text', key: 'actorName', width: 24 },
  { header: AREA, type: 'text', value: (row) => ACTIVITY_AREA_LABELS[row.area], width: 14 },
  { header: WHAT, type: 'text', value: englishSentence, width: 60 },
  { header: ADDRESS, type: 'text', key: 'clientAddress', width: 16 },
];

/**
 * The activity log (decision 225). Other modules record through this service, inside their own transaction:
 * `activity.within(db).record(entry)` with the connection `repository.transaction` hands them, so a change that
 * fails writes no row. Rows are never edited or deleted: nothing here does, and the database refuses it.
 */
export function createActivityService({ repository }: { repository: ActivityRepository }) {
  return {
    /** The log's writes inside another module's database transaction. */
    within: (tx: Parameters<ActivityRepository['within']>[0]) => {
      const queries = repository.within(tx);
      return {
        record: (entry: ActivityEntry) => queries.insert(entry),
        /** An erased customer's name in the shops' guest refunds of these event items becomes their tombstone (decision 291). */
        replaceGuestName: queries.replaceGuestName,
      };
    },

    /** Records on its own (a sign-in, a download: no other write to join). */
    record: (entry: ActivityEntry) => repository.insert(entry),

    /** A download of a spreadsheet, recorded as it starts. */
    recordDownload: (shopId: number, actor: Actor, fileName: string) => {
      const file = /\.(xlsx|csv)$/i.test(fileName) ? fileName : `${fileName}.xlsx`;
      return repository.insert({ shopId, actor, action: 'exportDownloaded', target: { id: file, name: file }, details: { file } });
    },

    /** The screen's page: the shop's rows of the filter, sorted and paged on the server, and the people to filter by. */
    async list(shopId: number, query: ActivityQuery): Promise<ActivityPage> {
      const [page, people] = [
        await repository.page(shopId, filterOf(query), {
          sort: query.sort,
          direction: query.direction,
          limit: query.pageSize,
          offset: (query.page - 1) * query.pageSize,
        }),
        await repository.people(shopId),
      ];
      return { ...page, people: people.sort((a, b) => a.name.localeCompare(b.name)) };
    },

    /** ActivityLog.xlsx: every row of the filter, newest first, streamed. */
    export(shopId: number, query: ActivityExportQuery): SpreadsheetStream<ActivityRecord> {
      return {
        fileName: `${ACTIVITY_EXPORT_NAME}.xlsx`,
        sheetName: 'Activity',
        columns: EXPORT_COLUMNS,
        rows: repository.newestFirst(shopId, filterOf(query)),
      };
    },
  };
}
export type ActivityService = ReturnType<typeof createActivityService>;
/** What another module needs of the log: its writes inside a transaction, and a record on its own. */
export type ActivityRecorder = Pick<ActivityService, 'within' | 'record' | 'recordDownload'>;
