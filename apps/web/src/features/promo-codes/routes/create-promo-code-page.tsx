import { CUSTOMER_SEGMENTS, type CustomerSegment } from '@brewline/contracts/customers';
import { Alert, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useShopId } from '../../../lib/session-store';
import { PromoCodeForm } from '../components/promo-code-form';

const segmentOf = (value: string | null): CustomerSegment | null =>
  value !== null && (CUSTOMER_SEGMENTS as readonly string[]).includes(value) ? (value as CustomerSegment) : null;

/** /app/promo-code: the form; a saved code goes to the list. `?segment=` makes a code for that segment (decision 290). */
export function CreatePromoCodePage() {
  const { t } = useTranslation('promo-codes');
  const shopId = useShopId();
  const [params] = useSearchParams();
  const segment = segmentOf(params.get('segment'));
  const segmentName = segment && t(`segments.${segment}`);
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <PageHeader
        title={segmentName ? t('create.segmentTitle', { segment: segmentName }) : t('create.title')}
        description={t('create.subtitle')}
        actions={
          <Button component={RouterLink} to="/app/promo-code-list">
            {t('create.seeList')}
          </Button>
        }
      />
      {segmentName && <Alert severity="info">{t('create.segmentNote', { segment: segmentName })}</Alert>}
      <PromoCodeForm key={`${shopId}-${segment ?? ''}`} shopId={shopId} segment={segment} />
    </Stack>
  );
}
