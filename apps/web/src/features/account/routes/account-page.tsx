import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TwoStepCard } from '../components/two-step-card';

/** /app/account: the signed-in user's own settings, one card each, for any signed-in user of a shop. */
export function AccountPage() {
  const { t } = useTranslation('account');
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('accountTitle')}
      </Typography>
      <TwoStepCard />
    </Stack>
  );
}
