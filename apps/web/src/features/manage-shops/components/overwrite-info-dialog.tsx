import { COPIED_INFO_FIELDS, type CopiedInfoField } from '@brewline/contracts/manage-shops';
import type { CopiedInfo } from '@brewline/contracts/schemas/manage-shops';
import { formatPhone } from '@brewline/contracts/shop-info';
import {
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm';
import { useNotice } from '../../../components/use-notice';
import { useInfoComparison, useOverwriteInfo } from '../api/overwrite-info';
import { LoadError } from '../../../components/load-error';

const shown = (field: CopiedInfoField, info: CopiedInfo): string => {
  const value = info[field];
  if (field === 'phoneNumber') return formatPhone(String(value));
  if (field === 'tax') return `${value}%`;
  return String(value);
};

/**
 * Overwrite Shop Info (decision 054): first the member shop's current value beside the chain's, field by field
 * (the fields that would change marked), and only after 'Are You Sure?' is anything replaced.
 */
export function OverwriteInfoDialog({ shopId, memberShopId, onClose }: { shopId: number; memberShopId: number; onClose: () => void }) {
  const { t } = useTranslation('manage-shops');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const notice = useNotice();
  const confirm = useConfirm();
  const comparison = useInfoComparison(shopId, memberShopId);
  const overwrite = useOverwriteInfo(shopId);
  const data = comparison.data;
  const changes = data ? COPIED_INFO_FIELDS.filter((field) => shown(field, data.current) !== shown(field, data.chain)).length : 0;

  const apply = async () => {
    if (!data) return;
    if (!(await confirm({ text: t('overwrite.confirm', { shopName: data.shopName, chainShopName: data.chainShopName }) }))) return;
    try {
      await overwrite.mutateAsync(memberShopId);
      notice.success(t('overwrite.success', { shopName: data.shopName, chainShopName: data.chainShopName }), t('overwrite.successTitle'));
      onClose();
    } catch (error) {
      notice.serverError(error, t('overwrite.errorTitle'));
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id={titleId}>{t('overwrite.title')}</DialogTitle>
      <DialogContent>
        {comparison.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label={t('loading')} />
          </Box>
        )}
        {comparison.isError && <LoadError error={comparison.error} onRetry={() => void comparison.refetch()} />}
        {data && (
          <>
            <Typography sx={{ mb: 2 }}>
              {t('overwrite.intro', { shopName: data.shopName, chainShopName: data.chainShopName, count: changes })}
            </Typography>
            <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <Table size="small" aria-label={t('overwrite.tableLabel')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('overwrite.field')}</TableCell>
                    <TableCell>{t('overwrite.current', { shopName: data.shopName })}</TableCell>
                    <TableCell>{t('overwrite.chain', { chainShopName: data.chainShopName })}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {COPIED_INFO_FIELDS.map((field) => {
                    const differs = shown(field, data.current) !== shown(field, data.chain);
                    return (
                      <TableRow
                        key={field}
                        sx={differs ? { bgcolor: 'warning.light', '& td, & th': { color: 'warning.contrastText' } } : undefined}
                      >
                        <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                          {t(`fields.${field}`)}
                          {differs && <Chip size="small" label={t('overwrite.changes')} sx={{ ml: 1 }} />}
                        </TableCell>
                        <TableCell dir="ltr" sx={{ wordBreak: 'break-word' }}>
                          {shown(field, data.current) || '—'}
                        </TableCell>
                        <TableCell dir="ltr" sx={{ wordBreak: 'break-word' }}>
                          {shown(field, data.chain) || '—'}
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              {t('overwrite.kept')}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
        <Button variant="contained" color="warning" onClick={() => void apply()} disabled={!data || overwrite.isPending}>
          {t('overwriteInfo')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
