import { NO_PERMISSIONS } from '@brewline/contracts/permissions';
import type { PermissionGrid } from '@brewline/contracts/users';
import type { ChainShopRef, User } from '@brewline/contracts/schemas/users';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotice } from '../../../components/use-notice';
import { isStaleCopy } from '../../../lib/server-refusal';
import { useSetPermissions } from '../api/set-permissions';
import { useEditorRights } from './editor-rights';
import { PermissionsGrid } from './permissions-grid';

const gridOf = (shops: readonly ChainShopRef[], user: User): PermissionGrid =>
  Object.fromEntries(
    shops.map((shop) => [shop.shopId, { ...(user.shops.find((entry) => entry.shopId === shop.shopId)?.permissions ?? NO_PERMISSIONS) }]),
  );

export interface EditPermissionsDialogProps {
  shopId: number;
  shops: readonly ChainShopRef[];
  user: User;
  /** Reads the list again and answers this user as the server has them now (Reload after a stale save). */
  reload: () => Promise<User | undefined>;
  onClose: () => void;
}

/**
 * 'Edit User Permissions': the grid, saved whole from the version the user was loaded at. After a save the dialog
 * closes and the list reloads; a copy someone else saved over since stays on screen with Reload.
 */
export function EditPermissionsDialog({ shopId, shops, user, reload, onClose }: EditPermissionsDialogProps) {
  const { t } = useTranslation('users');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const notice = useNotice();
  const rights = useEditorRights();
  const save = useSetPermissions(shopId);
  const [base, setBase] = useState(user);
  const [grid, setGrid] = useState(() => gridOf(shops, user));
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);

  const submit = async () => {
    try {
      await save.mutateAsync({
        loginId: base.loginId,
        body: { version: base.version, shops: shops.map((shop) => ({ shopId: shop.shopId, permissions: grid[shop.shopId]! })) },
      });
      notice.success(t('edit.saved', { name: `${base.firstName} ${base.lastName}`.trim() || base.email }), t('edit.successTitle'));
      onClose();
    } catch (error) {
      if (isStaleCopy(error)) setStale(true);
      else notice.serverError(error, t('edit.errorTitle'));
    }
  };

  const reloadCopy = async () => {
    setReloading(true);
    try {
      const fresh = await reload();
      if (!fresh) return onClose();
      setBase(fresh);
      setGrid(gridOf(shops, fresh));
      setStale(false);
    } finally {
      setReloading(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id={titleId}>{t('edit.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          <strong>{`${base.firstName} ${base.lastName}`.trim()}</strong> · <span dir="ltr">{base.email}</span>
        </Typography>
        <PermissionsGrid shops={shops} grid={grid} onChange={setGrid} {...rights} disabled={save.isPending} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t('edit.hint')}
        </Typography>
        {stale && (
          <Alert
            severity="warning"
            role="alert"
            sx={{ mt: 2 }}
            action={
              <Button color="inherit" variant="outlined" size="small" onClick={() => void reloadCopy()} disabled={reloading}>
                {t('common:reload')}
              </Button>
            }
          >
            {t('messages:staleCopy')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={save.isPending || stale}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
