import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOnboardedShops } from '../api/get-admin-shops';

/** The administrator's 'Select a shop' dropdown on menu and modifier pages; the choice lives in ?shop= so it can be linked. */
export function AdminShopPicker() {
  const { t } = useTranslation('shell');
  const shops = useOnboardedShops(true);
  const [params, setParams] = useSearchParams();
  const value = params.get('shop') ?? '';
  return (
    <TextField
      select
      size="small"
      label={t('selectShop')}
      value={shops.data?.some((shop) => String(shop.shopId) === value) ? value : ''}
      onChange={(event) => setParams({ shop: event.target.value })}
      sx={{ minWidth: { xs: 160, sm: 240 }, bgcolor: 'background.paper', borderRadius: 1 }}
    >
      {(shops.data ?? []).map((shop) => (
        <MenuItem key={shop.shopId} value={String(shop.shopId)}>
          {shop.shopName}
        </MenuItem>
      ))}
    </TextField>
  );
}
