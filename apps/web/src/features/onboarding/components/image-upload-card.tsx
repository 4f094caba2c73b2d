import type { ShopImage, ShopImageKind } from '@brewline/contracts/shop-images';
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ShopImagePicker } from '../../../components/shop-image-picker';
import { useUploadShopImage } from '../../../lib/shop-profile';

/** One shop image in its card: title, hint, then what is stored now and a button to choose or update it. */
export function ImageUploadCard({ shopId, kind, image }: { shopId: number; kind: ShopImageKind; image: ShopImage | undefined }) {
  const { t } = useTranslation('onboarding');
  const upload = useUploadShopImage(shopId, kind);
  const kindLabel = t(`branding.${kind}`);
  const lower = kindLabel.toLowerCase();
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={`image-card-${kind}`}>
      <CardContent>
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
          {kindLabel}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t(`branding.${kind}Hint`)}
        </Typography>
        <ShopImagePicker
          kind={kind}
          image={image}
          upload={(file, onProgress) => upload.mutateAsync({ image: file, onProgress })}
          logoMaxWidth={200}
          texts={{
            noImage: t('branding.noImage', { kind: lower }),
            imageAlt: t('branding.imageAlt', { kind: lower }),
            choose: t('branding.choose', { kind: kindLabel }),
            update: t('branding.update'),
            saved: t('branding.saved', { kind: lower }),
            crop: {
              title: t('branding.cropTitle', { kind: lower }),
              zoom: t('branding.zoom'),
              cancel: t('branding.cancel'),
              save: t('branding.save'),
            },
            progress: (phase, percent) => t(`branding.${phase}`, { percent }),
            errorTitle: t('imageErrorTitle'),
            errorMessage: (reason) => t('imageErrorMessage', { reason }),
          }}
        />
      </CardContent>
    </Card>
  );
}
