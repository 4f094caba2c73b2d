import { type Announcements, DndContext, type DragEndEvent, type SensorDescriptor, type SensorOptions } from '@dnd-kit/core';
import { Box, Paper, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { builderCollision } from '../hooks/menu-dnd';
import { sameCategoryShape, sameCategoryTitles, sameIds } from '../model/shape';
import type { DraftCategory, ItemRef, MenuAction, MenuId } from '../model/types';
import { CategoryList } from './category-list';
import type { ItemMenuAbilities } from './item-actions-menu';
import { ItemList, type ListMemory } from './item-list';

export interface ItemsAreaProps {
  categories: DraftCategory[];
  selected: DraftCategory | null;
  errorIds: ReadonlySet<MenuId>;
  dispatch: (action: MenuAction) => void;
  abilities: ItemMenuAbilities;
  onOpenModifiers: (ref: ItemRef) => void;
  onPickImage: (ref: ItemRef) => void;
  onDialog: (ref: ItemRef, kind: 'complimentary' | 'subsidies' | 'availability') => void;
  memory: ListMemory;
  sensors: SensorDescriptor<SensorOptions>[];
  onDragEnd: (event: DragEndEvent) => void;
  accessibility: { announcements: Announcements; screenReaderInstructions: { draggable: string } };
  onSelect: (id: MenuId) => void;
  onEdit: (id: MenuId) => void;
  onAdd: () => void;
}

/** What the item list shows is the same: the same categories' titles, chosen category's shape and error marks. */
export function sameArea(a: ItemsAreaProps, b: ItemsAreaProps): boolean {
  return (Object.keys(b) as Array<keyof ItemsAreaProps>).every((key) => {
    if (key === 'categories') return sameCategoryTitles(a.categories, b.categories);
    if (key === 'selected') return sameCategoryShape(a.selected, b.selected);
    if (key === 'errorIds') return sameIds(a.errorIds, b.errorIds);
    return a[key] === b[key];
  });
}

/** The categories on the left and the chosen category's items, in one drag context. */
export const ItemsArea = memo(function ItemsArea({
  categories,
  selected,
  errorIds,
  dispatch,
  abilities,
  onOpenModifiers,
  onPickImage,
  onDialog,
  memory,
  sensors,
  onDragEnd,
  accessibility,
  onSelect,
  onEdit,
  onAdd,
}: ItemsAreaProps) {
  const { t } = useTranslation('menu-builder');
  return (
    <DndContext sensors={sensors} collisionDetection={builderCollision} onDragEnd={onDragEnd} accessibility={accessibility}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <CategoryList
          categories={categories}
          selectedId={selected?.id ?? null}
          errorIds={errorIds}
          onSelect={onSelect}
          onEdit={onEdit}
          onAdd={onAdd}
        />
        <Box sx={{ minWidth: 0 }}>
          {selected ? (
            <ItemList
              key={String(selected.id)}
              category={selected}
              dispatch={dispatch}
              abilities={abilities}
              onOpenModifiers={onOpenModifiers}
              onPickImage={onPickImage}
              onDialog={onDialog}
              memory={memory}
            />
          ) : (
            <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
              <Typography color="text.secondary">{t('categories.empty')}</Typography>
            </Paper>
          )}
        </Box>
      </Box>
    </DndContext>
  );
});
