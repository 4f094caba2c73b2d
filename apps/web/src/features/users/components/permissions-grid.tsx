import { PERMISSION_FLAGS, type PermissionFlag } from '@brewline/contracts/permissions';
import { type PermissionGrid, toggleColumn, toggleRow } from '@brewline/contracts/users';
import type { ChainShopRef } from '@brewline/contracts/schemas/users';
import { Box, Checkbox, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** On a phone the flags scroll sideways under the shop's name, which stays in place. */
const stickyShop = { position: 'sticky', insetInlineStart: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

export interface EditorRights {
  /** The editor may change this shop's row at all (holds userManagement there). */
  canChange: (shopId: number) => boolean;
  /** The editor may turn this flag on at this shop (holds it there, and userManagement). */
  canGrant: (shopId: number, flag: PermissionFlag) => boolean;
}

export interface PermissionsGridProps extends EditorRights {
  shops: readonly ChainShopRef[];
  grid: PermissionGrid;
  onChange: (grid: PermissionGrid) => void;
  disabled?: boolean;
}

/**
 * 'Edit User Permissions' as a grid: the chain's shops by the five flags, with a toggle for a whole row (every flag
 * at one shop) and one for a whole column (one flag at every shop). A cell the editor may not turn on is disabled
 * (the server refuses it too); a row with no flag means no access to that shop.
 */
export function PermissionsGrid({ shops, grid, onChange, canChange, canGrant, disabled = false }: PermissionsGridProps) {
  const { t } = useTranslation('users');
  const cellLocked = (shopId: number, flag: PermissionFlag) =>
    disabled || !canChange(shopId) || (!grid[shopId]![flag] && !canGrant(shopId, flag));
  const grantable = (shopId: number, flag: PermissionFlag) => canGrant(shopId, flag);
  const set = (shopId: number, flag: PermissionFlag, on: boolean) => onChange({ ...grid, [shopId]: { ...grid[shopId]!, [flag]: on } });

  const columnState = (flag: PermissionFlag) => {
    const on = shops.filter((shop) => grid[shop.shopId]![flag]).length;
    return { checked: on === shops.length, indeterminate: on > 0 && on < shops.length };
  };
  const rowState = (shopId: number) => {
    const on = PERMISSION_FLAGS.filter((flag) => grid[shopId]![flag]).length;
    return { checked: on === PERMISSION_FLAGS.length, indeterminate: on > 0 && on < PERMISSION_FLAGS.length };
  };

  return (
    <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={t('grid.label')} sx={{ '& th, & td': { px: { xs: 0.5, sm: 1 } } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...stickyShop, minWidth: 110, verticalAlign: 'bottom' }}>{t('grid.shop')}</TableCell>
            <TableCell align="center" sx={{ verticalAlign: 'bottom' }}>
              <Typography variant="caption" sx={{ display: 'block', fontWeight: 600 }}>
                {t('grid.allFlags')}
              </Typography>
            </TableCell>
            {PERMISSION_FLAGS.map((flag) => (
              <TableCell key={flag} align="center" sx={{ verticalAlign: 'bottom', maxWidth: 96 }}>
                <Typography variant="caption" sx={{ display: 'block', fontWeight: 600, lineHeight: 1.2, hyphens: 'auto' }}>
                  {t(`flags.${flag}`)}
                </Typography>
                <Checkbox
                  size="small"
                  {...columnState(flag)}
                  disabled={disabled || !shops.some((shop) => grantable(shop.shopId, flag))}
                  onChange={() => onChange(toggleColumn(grid, flag, grantable))}
                  slotProps={{ input: { 'aria-label': t('grid.toggleColumn', { flag: t(`flags.${flag}`) }) } }}
                />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {shops.map((shop) => (
            <TableRow key={shop.shopId} hover>
              <TableCell component="th" scope="row" sx={{ ...stickyShop, wordBreak: 'break-word' }}>
                {shop.shopName}
              </TableCell>
              <TableCell align="center" sx={{ bgcolor: 'action.hover' }}>
                <Checkbox
                  size="small"
                  {...rowState(shop.shopId)}
                  disabled={disabled || !PERMISSION_FLAGS.some((flag) => grantable(shop.shopId, flag))}
                  onChange={() => onChange(toggleRow(grid, shop.shopId, grantable))}
                  slotProps={{ input: { 'aria-label': t('grid.toggleRow', { shop: shop.shopName }) } }}
                />
              </TableCell>
              {PERMISSION_FLAGS.map((flag) => (
                <TableCell key={flag} align="center">
                  <Checkbox
                    size="small"
                    checked={grid[shop.shopId]![flag]}
                    disabled={cellLocked(shop.shopId, flag)}
                    onChange={(event) => set(shop.shopId, flag, event.target.checked)}
                    slotProps={{ input: { 'aria-label': t('grid.cell', { flag: t(`flags.${flag}`), shop: shop.shopName }) } }}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
