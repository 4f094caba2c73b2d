import { NO_PERMISSIONS } from '@brewline/contracts/permissions';
import { hasAnyFlag, type PermissionGrid } from '@brewline/contracts/users';
import { AddUserBodySchema, type ChainShopRef } from '@brewline/contracts/schemas/users';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotice } from '../../../components/use-notice';
import { showRefusal, useSchemaForm } from '../../../components/use-schema-form';
import { useAddUser } from '../api/add-user';
import { useEditorRights } from './editor-rights';
import { PermissionsGrid } from './permissions-grid';

const emptyGrid = (shops: readonly ChainShopRef[]): PermissionGrid =>
  Object.fromEntries(shops.map((shop) => [shop.shopId, { ...NO_PERMISSIONS }]));

/**
 * 'Add a Shop User': first name, last name, email and what they may do at each of the chain's shops. Save stays
 * disabled until the three fields are filled. A new person is mailed the staff invitation; an
 * existing login simply gains the shops.
 */
export function AddUserDialog({ shopId, shops, onClose }: { shopId: number; shops: readonly ChainShopRef[]; onClose: () => void }) {
  const { t } = useTranslation('users');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const notice = useNotice();
  const rights = useEditorRights();
  const add = useAddUser(shopId);
  const [grid, setGrid] = useState<PermissionGrid>(() => emptyGrid(shops));
  const form = useSchemaForm(AddUserBodySchema, { defaultValues: { firstName: '', lastName: '', email: '', shops: [] } });
  const [firstName, lastName, email] = form.watch(['firstName', 'lastName', 'email']);
  const filled = [firstName, lastName, email].every((value) => value.trim().length > 0);

  const save = async () => {
    form.setValue(
      'shops',
      shops.map((shop) => ({ shopId: shop.shopId, permissions: grid[shop.shopId]! })).filter((entry) => hasAnyFlag(entry.permissions)),
    );
    await form.handleSubmit(
      async (body) => {
        try {
          const result = await add.mutateAsync(body);
          const text = result.created ? 'add.invited' : result.invited ? 'add.reinvited' : 'add.existing';
          notice.success(t(text, { email: body.email }), t('add.successTitle'));
          onClose();
        } catch (error) {
          showRefusal(error, form, notice, { title: t('add.errorTitle') });
        }
      },
      (errors) => {
        if (errors.shops?.message) notice.validation(errors.shops.message, t('add.errorTitle'));
      },
    )();
  };

  const field = (name: 'firstName' | 'lastName' | 'email', autoComplete: string) => ({
    ...form.register(name),
    label: t(`add.${name}`),
    autoComplete,
    required: true,
    fullWidth: true,
    error: Boolean(form.fieldError(name)),
    helperText: form.fieldError(name),
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id={titleId}>{t('add.title')}</DialogTitle>
      <DialogContent>
        <Grid container spacing={2} sx={{ pt: 1 }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField {...field('firstName', 'off')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField {...field('lastName', 'off')} />
          </Grid>
          <Grid size={12}>
            <TextField {...field('email', 'off')} type="email" />
          </Grid>
        </Grid>
        <Typography variant="subtitle2" sx={{ mt: 3, mb: 1 }}>
          {t('add.permissions')}
        </Typography>
        <PermissionsGrid shops={shops} grid={grid} onChange={setGrid} {...rights} disabled={add.isPending} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t('add.inviteHint')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={!filled || add.isPending}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
