import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useShopId } from '../../../lib/session-store';
import { PromoCodeForm } from '../components/promo-code-form';

/** /app/promo-code: the form; a saved code goes to the list. */
export function CreatePromoCodePage() {
  const { t } = useTranslation('promo-codes');
  const shopId = useShopId();
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {t('create.title')}
        </Typography>
        <Button component={RouterLink} to="/app/promo-code-list" sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
          {t('create.seeList')}
        </Button>
      </Stack>
      <Typography color="text.secondary">{t('create.subtitle')}</Typography>
      <PromoCodeForm key={shopId} shopId={shopId} />
    </Stack>
  );
}
