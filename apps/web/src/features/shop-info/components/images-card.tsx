import { SHOP_IMAGE_KINDS, type ShopImageKind } from '@brewline/contracts/shop-images';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ImageUploadCard } from '../../../components/image-upload-card';
import type { ShopImagePickerTexts } from '../../../components/shop-image-picker';
import { useShopImages } from '../../../lib/shop-profile';
import { SectionCard } from './section-card';
import { LoadError } from '../../../components/load-error';

/** Shop Images: logo (1 : 1), banner and pickup station (1.6 : 1), side by side from 900 px. */
export function ImagesCard({ shopId }: { shopId: number }) {
  const { t } = useTranslation('shop-info');
  const images = useShopImages(shopId);
  const imageWords = (kind: ShopImageKind) => {
    const kindLabel = t(`images.${kind}`);
    return {
      title: kindLabel,
      hint: t(`images.${kind}Hint`),
      texts: {
        noImage: t('images.noImage'),
        imageAlt: t('images.imageAlt', { kind: kindLabel }),
        choose: t('images.choose', { kind: kindLabel }),
        update: t('images.update'),
        updateLabel: t('images.updateLabel', { kind: kindLabel }),
        saved: t('images.saved', { kind: kindLabel }),
        crop: {
          title: t('images.cropTitle', { kind: kindLabel }),
          zoom: t('images.zoom'),
          cancel: t('images.cancel'),
          save: t('images.save'),
        },
        progress: (phase, percent) => t(`images.${phase}`, { percent }),
        errorTitle: t('images.errorTitle'),
        errorMessage: (reason) => t('images.errorMessage', { reason }),
      } satisfies ShopImagePickerTexts,
    };
  };
  return (
    <SectionCard id="images" title={t('images.title')} subtitle={t('images.subtitle')}>
      {images.isError ? (
        <LoadError error={images.error} onRetry={() => void images.refetch()} />
      ) : (
        // While the images load, their frames are drawn empty and busy, so the card has its height from the start.
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1.6fr 1.6fr' }, alignItems: 'start' }}>
          {SHOP_IMAGE_KINDS.map((kind) => (
            <ImageUploadCard
              key={kind}
              shopId={shopId}
              kind={kind}
              image={images.data?.[kind]}
              loading={!images.data}
              titleComponent="h3"
              logoMaxWidth={180}
              {...imageWords(kind)}
            />
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
