import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOnboardedShops } from '../api/get-admin-shops';

/**
 * The administrator's 'Select a shop' dropdown on menu and modifier pages; the choice lives in ?shop= so it can be linked.
 * 'Select a shop' is a placeholder inside the box rather than a floating label, which would sit on the dark header.
 */
export function AdminShopPicker() {
  const { t } = useTranslation('shell');
  const shops = useOnboardedShops(true);
  const [params, setParams] = useSearchParams();
  const selected = shops.data?.find((shop) => String(shop.shopId) === params.get('shop'));
  return (
    <TextField
      select
      size="small"
      value={selected ? String(selected.shopId) : ''}
      onChange={(event) => setParams({ shop: event.target.value })}
      slotProps={{
        htmlInput: { 'aria-label': t('selectShop') },
        select: {
          displayEmpty: true,
          renderValue: () =>
            selected?.shopName ?? (
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {t('selectShop')}
              </Box>
            ),
        },
      }}
      sx={{ width: { xs: 170, sm: 260 }, bgcolor: 'background.paper', borderRadius: 1 }}
    >
      {(shops.data ?? []).map((shop) => (
        <MenuItem key={shop.shopId} value={String(shop.shopId)}>
          {shop.shopName}
        </MenuItem>
      ))}
    </TextField>
  );
}
