import { ViewColumnOutlined } from '@mui/icons-material';
import { Button, Checkbox, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** 'Columns': shows or hides a table's optional columns (the screen's standard columns are always there). */
export function ColumnChooser({
  columns,
  shown,
  onToggle,
}: {
  columns: ReadonlyArray<{ key: string; header: string }>;
  shown: readonly string[];
  onToggle: (key: string) => void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewColumnOutlined />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('table.columns')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {columns.map((column) => {
          const checked = shown.includes(column.key);
          return (
            <MenuItem key={column.key} role="menuitemcheckbox" aria-checked={checked} onClick={() => onToggle(column.key)} dense>
              <Checkbox
                checked={checked}
                size="small"
                tabIndex={-1}
                disableRipple
                sx={{ p: 0, mr: 1 }}
                slotProps={{ input: { 'aria-hidden': true } }}
              />
              <ListItemText primary={column.header} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
