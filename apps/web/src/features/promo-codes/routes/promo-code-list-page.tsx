import { PROMO_LIST_PAGE_SIZES, PROMO_UNITS } from '@brewline/contracts/promo-codes';
import type { PromoCode } from '@brewline/contracts/schemas/promo-codes';
import { AddOutlined } from '@mui/icons-material';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { Link as RouterLink } from 'react-router';
import { useConfirm } from '../../../components/confirm';
import { DataTable } from '../../../components/data-table/data-table';
import { FilterPanel } from '../../../components/filter-panel';
import { ListFrame } from '../../../components/list-frame';
import { useFilterDraft } from '../../../components/use-filter-draft';
import { useNotice } from '../../../components/use-notice';
import { useShopId } from '../../../lib/session-store';
import { useDeactivatePromoCode } from '../api/deactivate-promo-code';
import { usePromoCodes } from '../api/get-promo-codes';
import { CodeFilterField, ValueFilterField } from '../components/promo-filter-fields';
import { usePromoCodeColumns } from '../components/promo-code-columns';

const EMPTY = { code: '', valueUnit: '', value: '' };
const loadFilterSchema = () => import('@brewline/contracts/schemas/promo-codes').then((schemas) => schemas.PromoCodeListQuerySchema);
const idOf = (row: PromoCode) => row.promoCodeId;

/** /app/promo-code-list: the shop's codes newest first, side filters, Deactivate on active codes. */
export function PromoCodeListPage() {
  const shopId = useShopId();
  return <PromoCodeList key={shopId} shopId={shopId} />;
}

function PromoCodeList({ shopId }: { shopId: number }) {
  const { t } = useTranslation('promo-codes');
  const notice = useNotice();
  const confirm = useConfirm();
  const filters = useFilterDraft(loadFilterSchema, EMPTY);
  const codes = usePromoCodes(shopId, filters.applied);
  const deactivate = useDeactivatePromoCode(shopId);

  const onDeactivate = useCallback(
    async (row: PromoCode) => {
      if (!(await confirm({ text: t('list.deactivateConfirm', { code: row.code }) }))) return;
      deactivate.mutate(row.promoCodeId, {
        onSuccess: () => notice.success('promoDeactivated'),
        // 'Error updating promo code!' with the generic text.
        onError: (error) => notice.serverError(error, 'promoUpdateErrorTitle', 'promoUpdateFailed'),
      });
    },
    [confirm, deactivate, notice, t],
  );
  const columns = usePromoCodeColumns(onDeactivate, deactivate.isPending ? (deactivate.variables ?? null) : null);

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('list.title')}
        description={t('list.subtitle')}
        actions={
          <Button component={RouterLink} to="/app/promo-code" variant="contained" startIcon={<AddOutlined />}>
            {t('create.title')}
          </Button>
        }
      />
      <ListFrame
        filters={{
          screen: 'promoCodeList',
          panel: (
            <FilterPanel label={t('filters.listLabel')} onSearch={filters.search} onClear={filters.clear}>
              <CodeFilterField filters={filters} />
              <TextField
                select
                size="small"
                label={t('filters.unit')}
                value={filters.draft.valueUnit}
                onChange={(event) => filters.set('valueUnit', event.target.value)}
              >
                <MenuItem value="">{t('filters.anyUnit')}</MenuItem>
                {PROMO_UNITS.map((unit) => (
                  <MenuItem key={unit} value={unit}>
                    {t(`units.${unit}`)}
                  </MenuItem>
                ))}
              </TextField>
              <ValueFilterField filters={filters} />
            </FilterPanel>
          ),
        }}
        error={codes.error}
        onRetry={() => void codes.refetch()}
      >
        <DataTable
          label={t('list.title')}
          columns={columns}
          rows={codes.data?.rows ?? []}
          getRowId={idOf}
          emptyText={t('list.empty')}
          loading={codes.isFetching}
          pageSizeOptions={PROMO_LIST_PAGE_SIZES}
        />
      </ListFrame>
    </Stack>
  );
}
