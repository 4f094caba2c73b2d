import { Alert, Box, Button, Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A public page that a coming release writes (still used by routes other helpers are building); it says so plainly. */
export function PublicPlaceholderPage() {
  const { t } = useTranslation('public');
  return (
    <Box component="main">
      <Container maxWidth="sm" sx={{ py: 8 }}>
        <Typography component="h1" variant="h4" sx={{ mb: 2, fontWeight: 700 }}>
          {t('placeholder.title')}
        </Typography>
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('placeholder.text')}
        </Alert>
        <Button component={Link} to="/">
          {t('placeholder.home')}
        </Button>
      </Container>
    </Box>
  );
}
