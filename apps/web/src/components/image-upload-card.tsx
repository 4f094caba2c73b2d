import type { ShopImageKind } from '@brewline/contracts/shop-images';
import type { ShopImage } from '@brewline/contracts/schemas/shop-images';
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ElementType } from 'react';
import { useUploadShopImage } from '../lib/shop-profile';
import { ShopImagePicker, type ShopImagePickerTexts } from './shop-image-picker';

/**
 * One shop image with its title and hint: what is stored now (or an empty frame) with Update (or Choose), stored as
 * soon as it is chosen and cropped. Shared by the onboarding's Shop Branding (each image a card of its own, `framed`)
 * and Shop Info's images (in the section's card), each with its own words.
 */
export function ImageUploadCard({
  shopId,
  kind,
  image,
  loading = false,
  title,
  hint,
  texts,
  logoMaxWidth,
  framed = false,
  titleComponent,
}: {
  shopId: number;
  kind: ShopImageKind;
  image: ShopImage | undefined;
  /** The stored image is on its way: the frame is drawn empty and busy. */
  loading?: boolean;
  title: string;
  hint: string;
  texts: ShopImagePickerTexts;
  /** How wide the square logo's frame may grow. */
  logoMaxWidth: number;
  /** A card of its own, rather than a part of the section around it. */
  framed?: boolean;
  /** The title's element where the page's outline needs one ('h3' under a section's h2). */
  titleComponent?: ElementType;
}) {
  const upload = useUploadShopImage(shopId, kind);
  const body = (
    <>
      <Typography variant="subtitle1" {...(titleComponent ? { component: titleComponent } : {})} sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: framed ? 2 : 1.5 }}>
        {hint}
      </Typography>
      <ShopImagePicker
        kind={kind}
        image={image}
        loading={loading}
        upload={(file, onProgress) => upload.mutateAsync({ image: file, onProgress })}
        logoMaxWidth={logoMaxWidth}
        texts={texts}
      />
    </>
  );
  if (!framed) return <Box data-testid={`image-card-${kind}`}>{body}</Box>;
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={`image-card-${kind}`}>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
