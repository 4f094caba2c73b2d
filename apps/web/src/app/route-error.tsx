import { Alert, Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Shown when a screen's code cannot load (say, a deploy replaced its chunk) or a screen fails to render. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: 4, maxWidth: 560, mx: 'auto' }}>
      <Alert severity="error" action={<Button onClick={() => window.location.reload()}>{t('tryAgain')}</Button>}>
        {t('failedToLoad')}
      </Alert>
    </Box>
  );
}
