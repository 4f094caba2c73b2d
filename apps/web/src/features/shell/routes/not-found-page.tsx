import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}>
      <Box>
        <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 800 }}>
          404
        </Typography>
        <Typography component="h1" variant="h5" sx={{ my: 2 }}>
          {t('messages:notFound')}
        </Typography>
        <Button component={Link} to="/" variant="contained">
          {t('notFoundHome')}
        </Button>
      </Box>
    </Box>
  );
}
