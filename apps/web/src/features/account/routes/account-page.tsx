import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useClientSession } from '../../../lib/session-store';
import { ChangePasswordCard } from '../components/change-password-card';
import { SignedInDevicesCard } from '../components/signed-in-devices-card';
import { SummaryMailsCard } from '../components/summary-mails-card';
import { TwoStepCard } from '../components/two-step-card';

/**
 * /app/account (and /admin/account): the signed-in user's own account, a list of cards that each act on their own.
 * Any signed-in user opens it from the account menu, whatever their permissions. Summary mails are about shops, so a
 * platform administrator (who has none of their own) is not offered them.
 */
export function AccountPage() {
  const { t } = useTranslation('account');
  const isAdmin = useClientSession()?.isAdmin ?? false;
  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      <PageHeader title={t('accountTitle')} />
      <TwoStepCard />
      {!isAdmin && <SummaryMailsCard />}
      <SignedInDevicesCard />
      <ChangePasswordCard />
    </Stack>
  );
}
