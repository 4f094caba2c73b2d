import { SHOP_IMAGE_ACCEPTED_TYPES, SHOP_IMAGE_ASPECT, type ShopImageKind } from '@brewline/contracts/shop-images';
import type { ShopImage } from '@brewline/contracts/schemas/shop-images';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { checkShopImageFile, compressShopImage, type ShopImageType } from '../lib/shop-image';
import { useErrorText } from '../lib/use-error-text';
import { ImageCropDialog, type ImageCropTexts } from './image-crop-dialog';
import { useNotice } from './use-notice';

/** The words of one image, in the screen's own voice (kind already filled in where a text names it). */
export interface ShopImagePickerTexts {
  noImage: string;
  imageAlt: string;
  choose: string;
  update: string;
  /** The Update button's accessible name, when it should say which image. */
  updateLabel?: string;
  saved: string;
  crop: ImageCropTexts;
  progress: (phase: 'preparing' | 'uploading', percent: number) => string;
  errorTitle: string;
  errorMessage: (reason: string) => string;
}

type Progress = { phase: 'preparing' | 'uploading'; percent: number } | null;

/**
 * One shop image below its title: what is stored now (or an empty frame), a button to choose or update it, then
 * crop, compress and upload with progress. Shared by the onboarding's Shop Branding and Shop Info's images.
 */
export function ShopImagePicker({
  kind,
  image,
  loading = false,
  upload,
  texts,
  logoMaxWidth,
}: {
  kind: ShopImageKind;
  image: ShopImage | undefined;
  /** The stored image is on its way: the frame is drawn empty and busy, and the button waits. */
  loading?: boolean;
  upload: (image: Blob, onProgress: (percent: number) => void) => Promise<unknown>;
  texts: ShopImagePickerTexts;
  /** How wide the square logo's frame may grow. */
  logoMaxWidth: number;
}) {
  const { t: tm } = useTranslation('messages');
  const notice = useNotice();
  const errorText = useErrorText();
  const inputRef = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<{ url: string; type: ShopImageType } | null>(null);
  const [progress, setProgress] = useState<Progress>(null);
  const aspect = SHOP_IMAGE_ASPECT[kind];

  useEffect(() => () => void (source && URL.revokeObjectURL(source.url)), [source]);

  // 'Error Saving Image!' with 'Error: ' and the reason, whether this browser or the server refused it.
  const fail = (reason: string) => notice.serverError(texts.errorMessage(reason), texts.errorTitle);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const checked = await checkShopImageFile(file);
    if (checked.refused) return fail(tm(checked.refused));
    setSource({ url: checked.url, type: checked.type });
  };

  const save = async (area: Area) => {
    if (!source) return;
    setProgress({ phase: 'preparing', percent: 0 });
    try {
      const compressed = await compressShopImage(
        { src: source.url, type: source.type, area, kind },
        { cropped: () => setSource(null), onProgress: (percent) => setProgress({ phase: 'preparing', percent }) },
      );
      setProgress({ phase: 'uploading', percent: 0 });
      await upload(compressed, (percent) => setProgress({ phase: 'uploading', percent }));
      notice.success(texts.saved);
    } catch (error) {
      fail(errorText(error, 'imageUnreadable'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <>
      <Box
        sx={{
          aspectRatio: String(aspect),
          width: '100%',
          maxWidth: kind === 'logo' ? logoMaxWidth : '100%',
          mx: 'auto',
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          borderStyle: image?.exists ? 'solid' : 'dashed',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
        }}
        aria-busy={loading || undefined}
      >
        {loading ? null : image?.exists && image.url ? (
          <Box component="img" src={image.url} alt={texts.imageAlt} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ px: 1, textAlign: 'center' }}>
            {texts.noImage}
          </Typography>
        )}
      </Box>
      {progress ? (
        <Box sx={{ mt: 2 }} role="status">
          <LinearProgress variant="determinate" value={progress.percent} aria-label={texts.progress(progress.phase, progress.percent)} />
          <Typography variant="caption" color="text.secondary">
            {texts.progress(progress.phase, progress.percent)}
          </Typography>
        </Box>
      ) : (
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <input
            ref={inputRef}
            type="file"
            accept={SHOP_IMAGE_ACCEPTED_TYPES.join(',')}
            hidden
            onChange={choose}
            data-testid={`image-input-${kind}`}
          />
          <Button
            variant={image?.exists ? 'outlined' : 'contained'}
            disabled={loading}
            onClick={() => inputRef.current?.click()}
            aria-label={image?.exists ? texts.updateLabel : undefined}
          >
            {image?.exists ? texts.update : texts.choose}
          </Button>
        </Box>
      )}
      {source && <ImageCropDialog src={source.url} aspect={aspect} texts={texts.crop} onCancel={() => setSource(null)} onSave={save} />}
    </>
  );
}
