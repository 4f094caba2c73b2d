import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import logoMark from '../../../components/logo-mark.svg';

export function LandingPage() {
  const { t } = useTranslation('public');
  return (
    <Box component="main" sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <Container sx={{ py: { xs: 6, md: 12 } }}>
        <Stack spacing={3} sx={{ maxWidth: 640 }}>
          <img src={logoMark} alt="Brewline" width={56} height={56} />
          <Typography component="h1" variant="h3" sx={{ fontWeight: 800 }}>
            {t('heroTitle')}
          </Typography>
          <Typography variant="h6" color="text.secondary">
            {t('heroText')}
          </Typography>
          <Stack direction="row" spacing={2}>
            <Button component={Link} to="/shopLanding" variant="contained" size="large">
              {t('forShops')}
            </Button>
            <Button component={Link} to="/signin" variant="outlined" size="large">
              {t('signIn')}
            </Button>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
