import { PROMO_USAGE_PAGE_SIZES, PROMO_USER_NAME_FILTER_MAX_LENGTH } from '@brewline/contracts/promo-codes';
import type { PromoUsageRow } from '@brewline/contracts/schemas/promo-codes';
import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { DataTable } from '../../../components/data-table/data-table';
import { FilterField, FilterPanel } from '../../../components/filter-panel';
import { ListFrame, useListTable } from '../../../components/list-frame';
import { useFilterDraft } from '../../../components/use-filter-draft';
import { useShopId } from '../../../lib/session-store';
import { usePromoUsage } from '../api/get-promo-usage';
import { CodeFilterField, ValueFilterField } from '../components/promo-filter-fields';
import { useUsageColumns } from '../components/usage-columns';

const EMPTY = { code: '', userName: '', value: '' };
const idOf = (row: PromoUsageRow) => row.redemptionId;
const loadFilterSchema = () =>
  import('@brewline/contracts/schemas/promo-codes').then((schemas) =>
    schemas.PromoUsageQuerySchema.pick({ code: true, userName: true, value: true }),
  );

/** /app/promo-code-usage: every redemption, newest first, paged on the server, with its filters. */
export function PromoCodeUsagePage() {
  const shopId = useShopId();
  return <PromoCodeUsage key={shopId} shopId={shopId} />;
}

function PromoCodeUsage({ shopId }: { shopId: number }) {
  const { t } = useTranslation('promo-codes');
  const table = useListTable({ pageSize: PROMO_USAGE_PAGE_SIZES[0] });
  const filters = useFilterDraft(loadFilterSchema, EMPTY, table.firstPage);
  const usage = usePromoUsage(shopId, { ...filters.applied, page: table.state.page, pageSize: table.state.pageSize });
  const columns = useUsageColumns();

  return (
    <Stack spacing={3}>
      <PageHeader title={t('usage.title')} description={t('usage.subtitle')} />
      <ListFrame
        filters={{
          screen: 'promoCodeUsage',
          panel: (
            <FilterPanel label={t('filters.usageLabel')} onSearch={filters.search} onClear={filters.clear}>
              <CodeFilterField filters={filters} />
              <FilterField
                filters={filters}
                name="userName"
                label={t('filters.userName')}
                hint={t('filters.userNameHint', { limit: PROMO_USER_NAME_FILTER_MAX_LENGTH })}
                // The input's maximum: the field takes at most 25 characters.
                slotProps={{ htmlInput: { maxLength: PROMO_USER_NAME_FILTER_MAX_LENGTH } }}
              />
              <ValueFilterField filters={filters} />
            </FilterPanel>
          ),
        }}
        error={usage.error}
        onRetry={() => void usage.refetch()}
      >
        <DataTable
          label={t('usage.title')}
          columns={columns}
          rows={usage.data?.rows ?? []}
          getRowId={idOf}
          emptyText={t('usage.empty')}
          loading={usage.isFetching}
          pageSizeOptions={PROMO_USAGE_PAGE_SIZES}
          server={table.server(usage.data?.total ?? 0)}
        />
      </ListFrame>
    </Stack>
  );
}
