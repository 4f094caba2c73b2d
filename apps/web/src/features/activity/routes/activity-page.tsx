import {
  ACTIVITY_AREAS,
  ACTIVITY_DEFAULT_PAGE_SIZE,
  ACTIVITY_PAGE_SIZES,
  ACTIVITY_SORT_KEYS,
  type ActivityArea,
  type ActivitySortKey,
} from '@brewline/contracts/activity';
import type { ActivityRow } from '@brewline/contracts/schemas/activity';
import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListTable } from '../../../components/list-frame';
import { DataTable } from '../../../components/data-table/data-table';
import { ServerDownloadButton } from '../../../components/data-table/server-download-button';
import type { SortState } from '../../../components/data-table/table-state';
import { type DateRangeValue, todayUtc, useDateRange } from '../../../components/date-range-fields';
import { ReportFrame } from '../../../components/report-frame';
import { useNotice } from '../../../components/use-notice';
import { useShopId } from '../../../lib/session-store';
import { type ActivityFilter, activityExport, useActivity } from '../api/get-activity';
import { useActivityColumns } from '../components/activity-columns';

const DEFAULT_SORT: SortState = { key: 'createdAt', direction: 'desc' };
const DAY_MS = 86_400_000;
const idOf = (row: ActivityRow) => row.id;
const isSortKey = (key: string): key is ActivitySortKey => (ACTIVITY_SORT_KEYS as readonly string[]).includes(key);

/** The last 30 days, today included: what was just changed shows at once. */
const lastThirtyDays = (): DateRangeValue => {
  const to = todayUtc();
  return { from: new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS).toISOString().slice(0, 10), to };
};

/** /app/activity: who did what at the shop (decision 225), filtered by person, area and range, paged on the server. */
export function ActivityPage() {
  const shopId = useShopId();
  return <Activity key={shopId} shopId={shopId} />;
}

function Activity({ shopId }: { shopId: number }) {
  const { t } = useTranslation('activity');
  const notice = useNotice();
  const dates = useDateRange(lastThirtyDays());
  const [person, setPerson] = useState<number | 'all'>('all');
  const [area, setArea] = useState<ActivityArea | 'all'>('all');
  const table = useListTable({ pageSize: ACTIVITY_DEFAULT_PAGE_SIZE, sort: DEFAULT_SORT });
  const sort = table.state.sort && isSortKey(table.state.sort.key) ? table.state.sort : DEFAULT_SORT;
  const filter: ActivityFilter | null = dates.range && {
    ...dates.range,
    loginId: person === 'all' ? undefined : person,
    area: area === 'all' ? undefined : area,
  };
  const request = filter && {
    ...filter,
    page: table.state.page + 1,
    pageSize: table.state.pageSize,
    sort: sort.key as ActivitySortKey,
    direction: sort.direction,
  };
  const activity = useActivity(shopId, request);
  const columns = useActivityColumns();
  const data = activity.data;
  const total = data?.total ?? 0;

  return (
    <ReportFrame
      title={t('title')}
      range={{
        value: dates.value,
        onChange: (value) => {
          dates.setValue(value);
          table.firstPage();
        },
        startLabel: t('startDate'),
        endLabel: t('endDate'),
      }}
      filters={
        <>
          <TextField
            select
            size="small"
            label={t('who')}
            value={String(person)}
            onChange={(event) => {
              setPerson(event.target.value === 'all' ? 'all' : Number(event.target.value));
              table.firstPage();
            }}
            sx={{ width: { xs: '100%', md: 220 } }}
          >
            <MenuItem value="all">{t('everyone')}</MenuItem>
            {(data?.people ?? []).map((one) => (
              <MenuItem key={one.loginId} value={String(one.loginId)}>
                {one.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('area')}
            value={area}
            onChange={(event) => {
              setArea(event.target.value as ActivityArea | 'all');
              table.firstPage();
            }}
            sx={{ width: { xs: '100%', md: 200 } }}
          >
            <MenuItem value="all">{t('allAreas')}</MenuItem>
            {ACTIVITY_AREAS.map((one) => (
              <MenuItem key={one} value={one}>
                {t(`areas.${one}`)}
              </MenuItem>
            ))}
          </TextField>
        </>
      }
      ready={filter !== null}
      loading={false}
      error={activity.error}
      onRetry={() => void activity.refetch()}
      failedText={t('loadFailed')}
    >
      {total > 0 && filter && (
        <ServerDownloadButton
          label={t('download')}
          {...activityExport(shopId, filter)}
          onError={(error) => {
            console.error(error);
            notice.serverError(t('exportFailed'));
          }}
        />
      )}
      <DataTable
        label={t('tableLabel')}
        columns={columns}
        rows={data?.rows ?? []}
        getRowId={idOf}
        emptyText={t('empty')}
        loading={activity.isFetching}
        pageSizeOptions={ACTIVITY_PAGE_SIZES}
        server={table.server(total)}
      />
    </ReportFrame>
  );
}
