import { NOTIFY_MS } from '@brewline/contracts/constants';
import type { MessageKey } from '@brewline/contracts/messages';
import {
  SHOP_IMAGE_ACCEPTED_TYPES,
  SHOP_IMAGE_ASPECT,
  SHOP_IMAGE_CLIENT_MAX_MB,
  SHOP_IMAGE_CLIENT_MAX_SIDE,
  SHOP_IMAGE_MAX_BYTES,
  type ShopImage,
  type ShopImageKind,
} from '@brewline/contracts/shop-images';
import { Box, Button, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/notifications';
import { useErrorText } from '../../../lib/use-error-text';
import { useUploadShopImage } from '../api/upload-shop-image';
import { cropToBlob, loadImage } from './crop-image';
import { ImageCropDialog } from './image-crop-dialog';

type Progress = { phase: 'preparing' | 'uploading'; percent: number } | null;

/** One shop image: what is stored now (or an empty frame), a button to choose or update it, then crop, compress, upload. */
export function ImageUploadCard({ shopId, kind, image }: { shopId: number; kind: ShopImageKind; image: ShopImage | undefined }) {
  const { t } = useTranslation('onboarding');
  const { t: tm } = useTranslation('messages');
  const notify = useNotify();
  const errorText = useErrorText();
  const upload = useUploadShopImage(shopId, kind);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [source, setSource] = useState<{ url: string; type: 'image/png' | 'image/jpeg' } | null>(null);
  const [progress, setProgress] = useState<Progress>(null);
  const kindLabel = t(`branding.${kind}`);
  const aspect = SHOP_IMAGE_ASPECT[kind];

  useEffect(() => () => void (source && URL.revokeObjectURL(source.url)), [source]);

  const fail = (reason: string) =>
    notify({ severity: 'error', title: t('imageErrorTitle'), message: t('imageErrorMessage', { reason }), durationMs: NOTIFY_MS.serverError });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // The server checks all of this again by content; here it saves a pointless upload.
    const refuse = (key: MessageKey) => fail(tm(key));
    if (file.size === 0) return refuse('imageEmpty');
    if (file.size >= SHOP_IMAGE_MAX_BYTES) return refuse('imageTooLarge');
    if (!(SHOP_IMAGE_ACCEPTED_TYPES as readonly string[]).includes(file.type)) return refuse('imageWrongType');
    const url = URL.createObjectURL(file);
    try {
      await loadImage(url);
    } catch {
      URL.revokeObjectURL(url);
      return refuse('imageUnreadable');
    }
    setSource({ url, type: file.type as 'image/png' | 'image/jpeg' });
  };

  const save = async (area: Area) => {
    if (!source) return;
    const { url, type } = source;
    setProgress({ phase: 'preparing', percent: 0 });
    try {
      const cropped = await cropToBlob(url, area, SHOP_IMAGE_CLIENT_MAX_SIDE[kind], type).finally(() => setSource(null));
      // Loaded when first needed: most visits to the wizard never compress anything.
      const { default: imageCompression } = await import('browser-image-compression');
      const compressed = await imageCompression(new File([cropped], `${kind}.${type === 'image/png' ? 'png' : 'jpg'}`, { type }), {
        maxSizeMB: SHOP_IMAGE_CLIENT_MAX_MB,
        maxWidthOrHeight: SHOP_IMAGE_CLIENT_MAX_SIDE[kind],
        // The worker would fetch the library from a CDN; the main thread is fine for one small image.
        useWebWorker: false,
        onProgress: (percent) => setProgress({ phase: 'preparing', percent }),
      });
      setProgress({ phase: 'uploading', percent: 0 });
      await upload.mutateAsync({ image: compressed, onProgress: (percent) => setProgress({ phase: 'uploading', percent }) });
      notify({ severity: 'success', message: t('branding.saved', { kind: kindLabel.toLowerCase() }), durationMs: NOTIFY_MS.onboarding });
    } catch (error) {
      fail(errorText(error, 'imageUnreadable'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={`image-card-${kind}`}>
      <CardContent>
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
          {kindLabel}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t(`branding.${kind}Hint`)}
        </Typography>
        <Box
          sx={{
            aspectRatio: String(aspect),
            width: '100%',
            maxWidth: kind === 'logo' ? 200 : '100%',
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
        >
          {image?.exists && image.url ? (
            <Box component="img" src={image.url} alt={t('branding.imageAlt', { kind: kindLabel.toLowerCase() })} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('branding.noImage', { kind: kindLabel.toLowerCase() })}
            </Typography>
          )}
        </Box>
        {progress ? (
          <Box sx={{ mt: 2 }} role="status">
            <LinearProgress variant="determinate" value={progress.percent} aria-label={t(`branding.${progress.phase}`, { percent: progress.percent })} />
            <Typography variant="caption" color="text.secondary">
              {t(`branding.${progress.phase}`, { percent: progress.percent })}
            </Typography>
          </Box>
        ) : (
          <Box sx={{ mt: 2, textAlign: 'center' }}>
            <input ref={inputRef} id={inputId} type="file" accept={SHOP_IMAGE_ACCEPTED_TYPES.join(',')} hidden onChange={choose} data-testid={`image-input-${kind}`} />
            <Button variant={image?.exists ? 'outlined' : 'contained'} onClick={() => inputRef.current?.click()}>
              {image?.exists ? t('branding.update') : t('branding.choose', { kind: kindLabel })}
            </Button>
          </Box>
        )}
      </CardContent>
      {source && <ImageCropDialog src={source.url} aspect={aspect} kindLabel={kindLabel.toLowerCase()} onCancel={() => setSource(null)} onSave={save} />}
    </Card>
  );
}
