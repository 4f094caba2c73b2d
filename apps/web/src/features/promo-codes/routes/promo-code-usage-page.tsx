import {
  PROMO_USAGE_PAGE_SIZES,
  PROMO_USER_NAME_FILTER_MAX_LENGTH,
  type PromoUsageRow,
  PromoUsageQuerySchema,
} from '@brewline/contracts/promo-codes';
import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { DataTable } from '../../../components/data-table/data-table';
import { useTableState } from '../../../components/data-table/table-state';
import { useShopId } from '../../../lib/session-store';
import { usePromoUsage } from '../api/get-promo-usage';
import { CodeFilterField, FilterField, FilteredTable, FilterPanel, ValueFilterField } from '../components/filter-panel';
import { useUsageColumns } from '../components/usage-columns';
import { useFilterDraft } from '../components/use-filter-draft';
import { LoadError } from '../../../components/load-error';

const EMPTY = { code: '', userName: '', value: '' };
const idOf = (row: PromoUsageRow) => row.redemptionId;
const FilterSchema = PromoUsageQuerySchema.pick({ code: true, userName: true, value: true });

/** /app/promo-code-usage: every redemption, newest first, paged on the server, with its filters. */
export function PromoCodeUsagePage() {
  const shopId = useShopId();
  return <PromoCodeUsage key={shopId} shopId={shopId} />;
}

function PromoCodeUsage({ shopId }: { shopId: number }) {
  const { t } = useTranslation('promo-codes');
  const table = useTableState({ pageSize: PROMO_USAGE_PAGE_SIZES[0] });
  const filters = useFilterDraft(FilterSchema, EMPTY, () => table.onStateChange({ page: 0 }));
  const usage = usePromoUsage(shopId, { ...filters.applied, page: table.state.page, pageSize: table.state.pageSize });
  const columns = useUsageColumns();

  return (
    <Stack spacing={3}>
      <PageHeader title={t('usage.title')} description={t('usage.subtitle')} />
      <FilteredTable
        screen="promoCodeUsage"
        filters={
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
        }
      >
        {usage.isError && <LoadError error={usage.error} onRetry={() => void usage.refetch()} />}
        <DataTable
          label={t('usage.title')}
          columns={columns}
          rows={usage.data?.rows ?? []}
          getRowId={idOf}
          emptyText={t('usage.empty')}
          loading={usage.isFetching}
          pageSizeOptions={PROMO_USAGE_PAGE_SIZES}
          server={{ rowCount: usage.data?.total ?? 0, state: table.state, onStateChange: table.onStateChange }}
        />
      </FilteredTable>
    </Stack>
  );
}
