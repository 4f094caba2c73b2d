import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { Link as RouterLink } from 'react-router';
import { useShopId } from '../../../lib/session-store';
import { PromoCodeForm } from '../components/promo-code-form';

/** /app/promo-code: the form; a saved code goes to the list. */
export function CreatePromoCodePage() {
  const { t } = useTranslation('promo-codes');
  const shopId = useShopId();
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <PageHeader
        title={t('create.title')}
        description={t('create.subtitle')}
        actions={
          <Button component={RouterLink} to="/app/promo-code-list">
            {t('create.seeList')}
          </Button>
        }
      />
      <PromoCodeForm key={shopId} shopId={shopId} />
    </Stack>
  );
}
