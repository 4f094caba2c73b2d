import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm';
import { useNotice } from '../../../components/use-notice';
import { fetchMenuPreview, useOverwriteMenu } from '../api/overwrite-menu';

/**
 * Overwrite Shop Menu (decision 063): reads how many categories and items each menu has, asks
 * 'Are You Sure?' saying how many will be replaced by how many, then copies the chain shop's menu over.
 * 'Error Overriding Menu!' when reading or copying fails.
 */
export function OverwriteMenuButton({ shopId, memberShopId }: { shopId: number; memberShopId: number }) {
  const { t } = useTranslation('manage-shops');
  const confirm = useConfirm();
  const notice = useNotice();
  const overwrite = useOverwriteMenu(shopId);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      const preview = await fetchMenuPreview(shopId, memberShopId);
      const text = t('overwriteMenu.confirm', {
        shopName: preview.shopName,
        chainShopName: preview.chainShopName,
        categories: t('overwriteMenu.categories', { count: preview.current.categories }),
        items: t('overwriteMenu.items', { count: preview.current.items }),
        chainCategories: t('overwriteMenu.categories', { count: preview.chain.categories }),
        chainItems: t('overwriteMenu.items', { count: preview.chain.items }),
      });
      if (!(await confirm({ title: t('overwriteMenu.title'), text }))) return;
      await overwrite.mutateAsync(memberShopId);
      notice.success(
        t('overwriteMenu.success', { shopName: preview.shopName, chainShopName: preview.chainShopName }),
        t('overwriteMenu.successTitle'),
      );
    } catch (error) {
      notice.serverError(error, t('overwriteMenu.errorTitle'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button size="small" variant="outlined" onClick={() => void run()} disabled={busy}>
      {t('overwriteMenuButton')}
    </Button>
  );
}
