import { SHOP_IMAGE_KINDS } from '@brewline/contracts/shop-images';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useShopImages } from '../../../lib/shop-profile';
import { ImageUploadCard } from './image-upload-card';
import { SectionCard } from './section-card';
import { LoadError } from '../../../components/load-error';

/** Shop Images: logo (1 : 1), banner and pickup station (1.6 : 1), side by side from 900 px. */
export function ImagesCard({ shopId }: { shopId: number }) {
  const { t } = useTranslation('shop-info');
  const images = useShopImages(shopId);
  return (
    <SectionCard id="images" title={t('images.title')} subtitle={t('images.subtitle')}>
      {images.isError ? (
        <LoadError error={images.error} onRetry={() => void images.refetch()} />
      ) : (
        // While the images load, their frames are drawn empty and busy, so the card has its height from the start.
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1.6fr 1.6fr' }, alignItems: 'start' }}>
          {SHOP_IMAGE_KINDS.map((kind) => (
            <ImageUploadCard key={kind} shopId={shopId} kind={kind} image={images.data?.[kind]} loading={!images.data} />
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
