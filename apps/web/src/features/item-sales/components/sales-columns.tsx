import type { ModifierSales, ItemSales } from '@brewline/contracts/schemas/analytics';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table/columns';

export type ItemRow = ItemSales['rows'][number];
export type ModifierRow = ModifierSales['rows'][number];
/** One modifier on one item: the attach rate per item (decision 091). */
export interface AttachRow {
  id: string;
  modifier: string;
  item: string;
  count: number;
  itemCount: number;
  attachRate: number;
}

/** Item tables show 10 rows a page; larger pages on request. */
export const SALES_PAGE_SIZES = [10, 25, 50, 100];

const percent = (value: number) => `${value.toFixed(1)}%`;

/** Item Sales: name, count, gross ('item sales and modifier sales: name, count, gross'). */
export function useItemColumns(): Column<ItemRow>[] {
  const { t } = useTranslation('item-sales');
  return useMemo(
    () => [
      { key: 'name', header: t('columns.name'), minWidth: 160, grow: 1 },
      { key: 'count', header: t('columns.count'), type: 'number', width: 110 },
      { key: 'grossCents', header: t('columns.gross'), type: 'money', width: 130 },
    ],
    [t],
  );
}

/** Modifier Sales: name, count, gross and the attach rate over the items it was sold with. */
export function useModifierColumns(): Column<ModifierRow>[] {
  const { t } = useTranslation('item-sales');
  return useMemo(
    () => [
      { key: 'name', header: t('columns.name'), minWidth: 160, grow: 1 },
      { key: 'count', header: t('columns.count'), type: 'number', width: 110 },
      { key: 'grossCents', header: t('columns.gross'), type: 'money', width: 130 },
      {
        key: 'attachRate',
        header: t('columns.attachRate'),
        type: 'custom',
        width: 140,
        value: (row) => row.attachRate,
        render: (row) => <bdi dir="ltr">{percent(row.attachRate)}</bdi>,
      },
    ],
    [t],
  );
}

/** The attach rate of each modifier on each item it was sold with. */
export function useAttachColumns(): Column<AttachRow>[] {
  const { t } = useTranslation('item-sales');
  return useMemo(
    () => [
      { key: 'modifier', header: t('columns.modifier'), minWidth: 150, grow: 1 },
      { key: 'item', header: t('columns.item'), minWidth: 150, grow: 1 },
      { key: 'count', header: t('columns.withModifier'), type: 'number', width: 130 },
      { key: 'itemCount', header: t('columns.itemCount'), type: 'number', width: 130 },
      {
        key: 'attachRate',
        header: t('columns.attachRate'),
        type: 'custom',
        width: 140,
        value: (row) => row.attachRate,
        render: (row) => <bdi dir="ltr">{percent(row.attachRate)}</bdi>,
      },
    ],
    [t],
  );
}

export const attachRows = (rows: readonly ModifierRow[]): AttachRow[] =>
  rows.flatMap((row) =>
    row.items.map((item) => ({
      id: `${row.name}\u0000${item.menuItemId}`,
      modifier: row.name,
      item: item.name,
      count: item.count,
      itemCount: item.itemCount,
      attachRate: item.attachRate,
    })),
  );
