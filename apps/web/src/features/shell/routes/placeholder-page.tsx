import { Alert, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The stand-in for a dashboard screen that a later release builds; it says so plainly. */
export function PlaceholderPage({ page }: { page: string }) {
  const { t } = useTranslation('shell');
  return (
    <>
      <Typography component="h1" variant="h5" sx={{ mb: 2, fontWeight: 700 }}>
        {t(`pages.${page}`)}
      </Typography>
      <Alert severity="info">{t('comingSoon')}</Alert>
    </>
  );
}
