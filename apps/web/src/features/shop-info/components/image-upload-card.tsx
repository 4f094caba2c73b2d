import type { ShopImage, ShopImageKind } from '@brewline/contracts/shop-images';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ShopImagePicker } from '../../../components/shop-image-picker';
import { useUploadShopImage } from '../../../lib/shop-profile';

/** One shop image: title, hint, what is stored now (or an empty frame) with Update (or Choose). */
export function ImageUploadCard({
  shopId,
  kind,
  image,
  loading = false,
}: {
  shopId: number;
  kind: ShopImageKind;
  image: ShopImage | undefined;
  loading?: boolean;
}) {
  const { t } = useTranslation('shop-info');
  const upload = useUploadShopImage(shopId, kind);
  const kindLabel = t(`images.${kind}`);
  return (
    <Box data-testid={`image-card-${kind}`}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {kindLabel}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t(`images.${kind}Hint`)}
      </Typography>
      <ShopImagePicker
        kind={kind}
        image={image}
        loading={loading}
        upload={(file, onProgress) => upload.mutateAsync({ image: file, onProgress })}
        logoMaxWidth={180}
        texts={{
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
        }}
      />
    </Box>
  );
}
