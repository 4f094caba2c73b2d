import type { ShopImageKind } from '@brewline/contracts/shop-images';
import { Grid } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUploadCard } from '../../../components/image-upload-card';
import type { ShopImagePickerTexts } from '../../../components/shop-image-picker';
import { useNotice } from '../../../components/use-notice';
import { useShopImages } from '../../../lib/shop-profile';
import { StepActions } from './step-actions';

/** Step 3: the logo (1:1) and the banner (1.6:1); Next first checks both exist in storage. */
export function BrandingStep({ shopId, onBack, onNext }: { shopId: number; onBack: () => void; onNext: () => void }) {
  const { t } = useTranslation('onboarding');
  const notice = useNotice();
  const images = useShopImages(shopId);
  const [checking, setChecking] = useState(false);
  const imageWords = (kind: ShopImageKind) => {
    const kindLabel = t(`branding.${kind}`);
    const lower = kindLabel.toLowerCase();
    return {
      title: kindLabel,
      hint: t(`branding.${kind}Hint`),
      texts: {
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
      } satisfies ShopImagePickerTexts,
    };
  };

  const next = async () => {
    setChecking(true);
    const fresh = await images.refetch();
    setChecking(false);
    if (fresh.error) {
      notice.serverError(fresh.error, t('imageErrorTitle'));
      return;
    }
    if (!fresh.data?.logo.exists || !fresh.data.banner.exists) {
      notice.validation('imagesBothRequired', t('imageErrorTitle'));
      return;
    }
    onNext();
  };

  return (
    <>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <ImageUploadCard shopId={shopId} kind="logo" image={images.data?.logo} framed logoMaxWidth={200} {...imageWords('logo')} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <ImageUploadCard shopId={shopId} kind="banner" image={images.data?.banner} framed logoMaxWidth={200} {...imageWords('banner')} />
        </Grid>
      </Grid>
      <StepActions onBack={onBack} onNext={() => void next()} busy={checking} />
    </>
  );
}
