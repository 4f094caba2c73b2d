import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { AuthLayout } from '../../../components/auth-layout';
import { useNotice } from '../../../components/use-notice';
import { useClientSession } from '../../../lib/session-store';
import { useSignOut } from '../../../lib/use-sign-out';
import { reloadSession } from '../api/two-step';
import { TwoStepCard } from '../components/two-step-card';

/**
 * /two-step-setup: where the dashboard's guards send a user whose shop requires two-step sign-in and who has not set
 * it up (decision 223). The server refuses their dashboard calls meanwhile; once the recovery codes are put away the
 * session is read again and the dashboard opens.
 */
export function TwoStepSetupPage() {
  const { t } = useTranslation('account');
  const client = useClientSession();
  const notice = useNotice();
  const signOut = useSignOut();
  if (!client) return <Navigate to="/signin" replace />;
  if (!client.session.user.twoStepSetupRequired) return <Navigate to="/signin" replace />;
  return (
    <AuthLayout title={t('twoStepRequiredTitle')} subtitle={t('twoStepRequiredSubtitle')}>
      <Stack spacing={2}>
        <TwoStepCard onDone={() => void reloadSession().catch((error: unknown) => notice.serverError(error))} />
        <Button onClick={() => void signOut()}>{t('twoStepSignOut')}</Button>
      </Stack>
    </AuthLayout>
  );
}
