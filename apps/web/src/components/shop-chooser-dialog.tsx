import type { SessionShop } from '@brewline/contracts/schemas/auth';
import { Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * 'Select a shop to log into': Select Shop does nothing until a real shop is chosen. Shared by sign-in
 * (several shops) and the dashboard's Switch shop, so it lives here with its texts in 'common'.
 */
export function ShopChooserDialog({
  open,
  shops,
  onChoose,
  onClose,
  cancel,
}: {
  open: boolean;
  shops: SessionShop[];
  onChoose: (shopId: number) => void;
  /** Escape or a click outside; without it the dialog stays until a choice is made. */
  onClose?: () => void;
  /** A button beside Select Shop for leaving without a choice. */
  cancel?: { label: string; onClick: () => void };
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState('');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="shop-chooser-title">
      <DialogTitle id="shop-chooser-title">{t('shopChooser.title')}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          margin="dense"
          label={t('shopChooser.placeholder')}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          slotProps={{ select: { displayEmpty: false } }}
        >
          {shops.map((shop) => (
            <MenuItem key={shop.shopId} value={String(shop.shopId)}>
              {shop.shopName}
              {shop.isChainShop && <Chip size="small" label={t('shopChooser.chain')} sx={{ ml: 1 }} />}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        {cancel && <Button onClick={cancel.onClick}>{cancel.label}</Button>}
        <Button variant="contained" disabled={choice === ''} onClick={() => onChoose(Number(choice))}>
          {t('shopChooser.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
