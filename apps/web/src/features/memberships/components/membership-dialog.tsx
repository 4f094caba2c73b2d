import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMembership } from '../api/get-membership';
import { MembershipForm } from './membership-form';
import { LoadError } from '../../../components/load-error';

export interface MembershipDialogProps {
  shopId: number;
  /** The tier to edit, or null for '+ Add Membership Tier'. */
  membershipId: number | null;
  onClose: () => void;
}

/** 'Manage Membership': the membership form for a new or loaded tier, or why a loaded tier is not edited here. */
export function MembershipDialog({ shopId, membershipId, onClose }: MembershipDialogProps) {
  const { t } = useTranslation('memberships');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id={titleId}>{t('dialog.title')}</DialogTitle>
      {membershipId === null ? (
        <MembershipForm shopId={shopId} membership={null} onClose={onClose} />
      ) : (
        <LoadedMembership shopId={shopId} membershipId={membershipId} onClose={onClose} />
      )}
    </Dialog>
  );
}

function LoadedMembership({ shopId, membershipId, onClose }: { shopId: number; membershipId: number; onClose: () => void }) {
  const { t } = useTranslation('memberships');
  const membership = useMembership(shopId, membershipId);
  if (membership.data && membership.data.readOnlyReason === null) {
    return <MembershipForm shopId={shopId} membership={membership.data} onClose={onClose} />;
  }
  return (
    <>
      <DialogContent>
        {membership.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label={t('dialog.loading')} />
          </Box>
        )}
        {membership.isError && <LoadError error={membership.error} onRetry={() => void membership.refetch()} />}
        {membership.data?.readOnlyReason && (
          <Alert severity="info">
            {t(`messages:${membership.data.readOnlyReason === 'shopLevel' ? 'membershipShopLevel' : 'membershipPlatformReadOnly'}`)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.close')}</Button>
      </DialogActions>
    </>
  );
}
