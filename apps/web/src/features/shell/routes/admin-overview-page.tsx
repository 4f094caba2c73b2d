import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function AdminOverviewPage() {
  const { t } = useTranslation('shell');
  return (
    <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
      {t('adminWelcome')}
    </Typography>
  );
}
