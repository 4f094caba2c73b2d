import type { ChainShop } from '@brewline/contracts/schemas/manage-shops';
import { Button, Chip, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import type { Column } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/data-table';
import { useShopId } from '../../../lib/session-store';
import { useManageShops } from '../api/get-manage-shops';
import { AddShopDialog } from '../components/add-shop-dialog';
import { OverwriteInfoDialog } from '../components/overwrite-info-dialog';
import { OverwriteMenuButton } from '../components/overwrite-menu-button';
import { ListFrame } from '../../../components/list-frame';

const shopIdOf = (shop: ChainShop) => shop.shopId;

/** /app/manage_shops: the chain's shops, '+ Add Shop', 'Overwrite Shop Info' and 'Overwrite Shop Menu' (the page gate keeps others out). */
export function ManageShopsPage() {
  const shopId = useShopId();
  return <ManageShops key={shopId} shopId={shopId} />;
}

function ManageShops({ shopId }: { shopId: number }) {
  const { t } = useTranslation('manage-shops');
  const shops = useManageShops(shopId);
  const [adding, setAdding] = useState(false);
  const [overwriting, setOverwriting] = useState<number | null>(null);

  const columns = useMemo<Column<ChainShop>[]>(
    () => [
      { key: 'shopName', header: t('columns.shopName'), minWidth: 140, grow: 1.5 },
      {
        key: 'city',
        header: t('columns.city'),
        minWidth: 120,
        grow: 1,
        value: (shop) => `${shop.city}${shop.state ? `, ${shop.state}` : ''}`,
      },
      {
        key: 'isLive',
        header: t('columns.status'),
        type: 'custom',
        minWidth: 100,
        value: (shop) => (shop.isLive ? t('live') : t('notLive')),
        render: (shop) => <Chip size="small" color={shop.isLive ? 'success' : 'default'} label={shop.isLive ? t('live') : t('notLive')} />,
      },
      {
        key: 'action',
        header: t('columns.action'),
        type: 'custom',
        // The two buttons stack when the table is narrow, rather than widen it.
        minWidth: 180,
        grow: 1.5,
        exported: false,
        render: (shop) => (
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button size="small" variant="outlined" onClick={() => setOverwriting(shop.shopId)}>
              {t('overwriteInfo')}
            </Button>
            <OverwriteMenuButton shopId={shopId} memberShopId={shop.shopId} />
          </Stack>
        ),
      },
    ],
    [t, shopId],
  );

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('title')}
        description={t('subtitle')}
        actions={
          <Button variant="contained" onClick={() => setAdding(true)} sx={{ whiteSpace: 'nowrap' }}>
            {t('addShop')}
          </Button>
        }
      />
      <ListFrame error={shops.error} onRetry={() => void shops.refetch()}>
        <DataTable
          label={t('title')}
          columns={columns}
          rows={shops.data ?? []}
          getRowId={shopIdOf}
          emptyText={t('empty')}
          loading={shops.isFetching}
          pageSizeOptions={[25]}
          defaultPageSize={25}
        />
      </ListFrame>
      {adding && <AddShopDialog shopId={shopId} onClose={() => setAdding(false)} />}
      {overwriting !== null && <OverwriteInfoDialog shopId={shopId} memberShopId={overwriting} onClose={() => setOverwriting(null)} />}
    </Stack>
  );
}
