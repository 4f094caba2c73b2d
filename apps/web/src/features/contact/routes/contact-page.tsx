import { Box, Container, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ContactForm } from '../components/contact-form';

/** /contactUs, shown inside the public pages' header and footer. */
export function ContactPage() {
  const { t } = useTranslation('contact');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, landing: 8 } }}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, landing: 6 },
          gridTemplateColumns: { xs: '1fr', landing: '0.8fr 1.2fr' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2}>
          <Typography component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2rem', landing: '2.6rem' }, letterSpacing: '-0.02em' }}>
            {t('title')}
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: '1.1rem' }}>
            {t('subtitle')}
          </Typography>
          <Box sx={{ display: { xs: 'none', landing: 'block' } }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mt: 2 }}>
              {t('shopsTitle')}
            </Typography>
            <Typography color="text.secondary">{t('shopsText')}</Typography>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mt: 2 }}>
              {t('customersTitle')}
            </Typography>
            <Typography color="text.secondary">{t('customersText')}</Typography>
          </Box>
        </Stack>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          <ContactForm />
        </Paper>
      </Box>
    </Container>
  );
}
