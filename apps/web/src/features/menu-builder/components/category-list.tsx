import { rectSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Edit } from '@mui/icons-material';
import { Box, Button, IconButton, Stack } from '@mui/material';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotOffered } from '../hooks/use-preview';
import type { AvailabilityWindow, DraftCategory, MenuId } from '../model/types';
import { AvailabilityLine } from './availability-line';
import { DragHandle } from './option-editor';

export const categoryDragId = (id: MenuId) => `cat:${String(id)}`;

/**
 * The left column: a button per category with a drag handle and an edit icon (shown on hover and on
 * keyboard focus), then + ADD CATEGORY. On a phone the same buttons scroll sideways above the items.
 * Each button is also where an item can be dropped to move it to that category.
 */
export function CategoryList({
  categories,
  selectedId,
  errorIds,
  onSelect,
  onEdit,
  onAdd,
}: {
  categories: DraftCategory[];
  selectedId: MenuId | null;
  /** Categories holding a field in error, marked so the person can find them. */
  errorIds: ReadonlySet<MenuId>;
  onSelect: (id: MenuId) => void;
  onEdit: (id: MenuId) => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation('menu-builder');
  const idsKey = categories.map((category) => categoryDragId(category.id)).join('\n');
  const ids = useMemo(() => (idsKey ? idsKey.split('\n') : []), [idsKey]);
  return (
    <Box component="nav" aria-label={t('categories.label')}>
      <SortableContext id="categories" items={ids} strategy={rectSortingStrategy}>
        <Stack
          component="ul"
          direction={{ xs: 'row', md: 'column' }}
          spacing={1}
          sx={{ listStyle: 'none', p: 0, m: 0, overflowX: { xs: 'auto', md: 'visible' }, pb: { xs: 1, md: 0 } }}
        >
          {categories.map((category) => (
            <CategoryButton
              key={String(category.id)}
              categoryId={category.id}
              categoryTitle={category.title}
              windows={category.windows}
              selected={category.id === selectedId}
              hasErrors={errorIds.has(category.id)}
              onSelect={onSelect}
              onEdit={onEdit}
            />
          ))}
        </Stack>
      </SortableContext>
      <Button onClick={onAdd} sx={{ mt: 1.5, fontWeight: 700 }}>
        {t('categories.add')}
      </Button>
    </Box>
  );
}

/**
 * One category's button, drawn again only when its title, windows, selection or error mark changes (not on every
 * edit), or the preview does.
 */
const CategoryButton = memo(function CategoryButton({
  categoryId,
  categoryTitle,
  windows,
  selected,
  hasErrors,
  onSelect,
  onEdit,
}: {
  categoryId: MenuId;
  categoryTitle: string;
  windows: readonly AvailabilityWindow[];
  selected: boolean;
  hasErrors: boolean;
  onSelect: (id: MenuId) => void;
  onEdit: (id: MenuId) => void;
}) {
  const { t } = useTranslation('menu-builder');
  const title = categoryTitle.trim() || t('categories.untitled');
  const sortable = useSortable({ id: categoryDragId(categoryId), data: { type: 'category', categoryId, label: title } });
  const notOffered = useNotOffered(categoryId);
  return (
    <Box
      component="li"
      ref={sortable.setNodeRef}
      sx={{
        // A grid: the availability line spans the row under the handle, the title and the edit icon.
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr) auto',
        alignItems: 'center',
        flexShrink: 0,
        borderRadius: 1,
        border: 1,
        borderColor: sortable.isOver ? 'primary.main' : hasErrors ? 'error.main' : 'divider',
        bgcolor: selected ? 'primary.main' : sortable.isOver ? 'action.selected' : 'background.paper',
        color: selected ? 'primary.contrastText' : 'text.primary',
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        opacity: sortable.isDragging ? 0.6 : notOffered ? 0.55 : 1,
        position: 'relative',
        zIndex: sortable.isDragging ? 2 : 'auto',
        '& .category-edit': { opacity: { xs: 1, md: 0 } },
        '&:hover .category-edit, &:focus-within .category-edit': { opacity: 1 },
      }}
    >
      <DragHandle
        label={t('categories.drag', { title })}
        sx={{ color: 'inherit', cursor: 'grab', touchAction: 'none' }}
        {...sortable.attributes}
        {...sortable.listeners}
      />
      <Button
        color="inherit"
        aria-pressed={selected}
        onClick={() => onSelect(categoryId)}
        sx={{ flex: 1, justifyContent: 'flex-start', textTransform: 'none', fontWeight: selected ? 700 : 500, minWidth: 0, px: 1 }}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: { xs: 160, md: 150 } }}>
          {title}
        </Box>
      </Button>
      <IconButton
        className="category-edit"
        size="small"
        color="inherit"
        aria-label={t('categories.edit', { title })}
        onClick={() => onEdit(categoryId)}
      >
        <Edit fontSize="small" />
      </IconButton>
      {/* Under the button, not in it: the button's name stays the category's title. */}
      {(windows.length > 0 || notOffered) && (
        // No width of its own (width 0, at least the row's): the words wrap within the button's row, never widen it.
        <Box sx={{ gridColumn: '1 / -1', width: 0, minWidth: '100%', px: 1, pb: 0.75, boxSizing: 'border-box' }}>
          <AvailabilityLine windows={windows} notOffered={notOffered} />
        </Box>
      )}
    </Box>
  );
});
