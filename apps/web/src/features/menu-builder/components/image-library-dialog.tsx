/**
 * The item image picker (decisions 060, 064).
 *
 *     <ImageLibraryDialog
 *       open={picking !== null}
 *       shopId={shopId}
 *       selectedKey={item.imageKey}            // the item's current picture, marked 'Current'
 *       onSelect={(imageKey) => dispatch({ type: 'updateItem', ref, patch: { imageKey } })}  // null: 'No image'
 *       onClose={() => setPicking(null)}
 *     />
 *
 * Tabs 'Upload image' (choose a JPEG or PNG, crop it square, compress to at most 1 MB and 750 px a side, upload with
 * progress; the library then refreshes and opens) and 'Select from library' (four tiles a row, names cut at 13
 * characters, the shop's own pictures with a delete button, then the stock pictures). Choosing a tile calls onSelect
 * and closes. 'Error Saving Image!' when an upload is refused; a picture an item uses is refused deletion by the
 * server, and the dialog says so.
 */
import {
  MENU_IMAGE_CLIENT_MAX_MB,
  MENU_IMAGE_MAX_SIDE,
  MENU_IMAGE_TILES_PER_ROW,
  menuImageUrl,
  STOCK_PICTURES,
  shownImageName,
} from '@brewline/contracts/menu-images';
import { SHOP_IMAGE_ACCEPTED_TYPES } from '@brewline/contracts/shop-images';
import { DeleteOutlined } from '@mui/icons-material';
import {
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  Stack,
  Tab,
  Tabs,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm';
import { ImageCropDialog } from '../../../components/image-crop-dialog';
import { useNotice } from '../../../components/use-notice';
import { checkShopImageFile, cropToBlob, type ShopImageType } from '../../../lib/shop-image';
import { useErrorText } from '../../../lib/use-error-text';
import { useDeleteMenuImage, useMenuImages, useUploadMenuImage } from '../api/menu-images';
import { LoadError } from '../../../components/load-error';

export interface ImageLibraryDialogProps {
  open: boolean;
  shopId: number;
  /** The item's picture now (marked 'Current'), or null. */
  selectedKey: string | null;
  /** The chosen picture's key (a library key or a stock picture's), or null for 'No image'. The dialog closes itself. */
  onSelect: (imageKey: string | null) => void;
  onClose: () => void;
}

type TabName = 'upload' | 'library';

/** Each stock drawing once (several names may share one), by its file: its name on screen is translated. */
const STOCK_FILES = [...new Set(STOCK_PICTURES.map((picture) => picture.imageKey.slice('stock/'.length, -'.svg'.length)))];
type Progress = { phase: 'preparing' | 'uploading'; percent: number } | null;

/** The crop compressed to the menu's limits: at most 1 MB and 750 px on a side. */
async function compressMenuImage(
  { src, area, type }: { src: string; area: Area; type: ShopImageType },
  { cropped, onProgress }: { cropped: () => void; onProgress: (percent: number) => void },
): Promise<File> {
  const blob = await cropToBlob(src, area, MENU_IMAGE_MAX_SIDE, type).finally(cropped);
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(new File([blob], type === 'image/png' ? 'image.png' : 'image.jpg', { type }), {
    maxSizeMB: MENU_IMAGE_CLIENT_MAX_MB,
    maxWidthOrHeight: MENU_IMAGE_MAX_SIDE,
    useWebWorker: false,
    onProgress,
  });
}

export function ImageLibraryDialog({ open, shopId, selectedKey, onSelect, onClose }: ImageLibraryDialogProps) {
  const { t } = useTranslation('menu-builder');
  const { t: tm } = useTranslation('messages');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const notice = useNotice();
  const confirm = useConfirm();
  const errorText = useErrorText();
  const images = useMenuImages(shopId, open);
  const upload = useUploadMenuImage(shopId);
  const remove = useDeleteMenuImage(shopId);
  const inputRef = useRef<HTMLInputElement>(null);
  const [tab, setTab] = useState<TabName>('library');
  const [source, setSource] = useState<{ url: string; type: ShopImageType; fileName: string } | null>(null);
  const [progress, setProgress] = useState<Progress>(null);
  const [justUploaded, setJustUploaded] = useState<string | null>(null);

  useEffect(() => () => void (source && URL.revokeObjectURL(source.url)), [source]);

  const fail = (reason: string) => notice.serverError(t('extras.images.errorText', { reason }), t('extras.images.errorTitle'));

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const checked = await checkShopImageFile(file);
    if (checked.refused) return fail(tm(checked.refused));
    setSource({ url: checked.url, type: checked.type, fileName: file.name });
  };

  const save = async (area: Area) => {
    if (!source) return;
    const { url, type, fileName } = source;
    setProgress({ phase: 'preparing', percent: 0 });
    setTab('upload');
    try {
      const compressed = await compressMenuImage(
        { src: url, area, type },
        { cropped: () => setSource(null), onProgress: (percent) => setProgress({ phase: 'preparing', percent }) },
      );
      setProgress({ phase: 'uploading', percent: 0 });
      const stored = await upload.mutateAsync({
        image: compressed,
        fileName,
        onProgress: (percent) => setProgress({ phase: 'uploading', percent }),
      });
      notice.success(t('extras.images.saved'));
      setJustUploaded(stored.key);
      setTab('library');
    } catch (error) {
      setSource(null);
      fail(errorText(error, 'imageUnreadable'));
    } finally {
      setProgress(null);
    }
  };

  const pick = (imageKey: string | null) => {
    onSelect(imageKey);
    onClose();
  };

  const deleteImage = async (name: string) => {
    if (!(await confirm({ text: t('extras.images.deleteConfirm', { name }) }))) return;
    try {
      await remove.mutateAsync(name);
      notice.success(t('extras.images.deleted'));
    } catch (error) {
      notice.serverError(error, t('extras.images.deleteErrorTitle'));
    }
  };

  const own = images.data ?? [];
  const tileGrid = { display: 'grid', gridTemplateColumns: `repeat(${MENU_IMAGE_TILES_PER_ROW}, minmax(0, 1fr))`, gap: { xs: 1, sm: 1.5 } };

  const tile = ({
    key,
    name,
    label,
    url,
    inUse,
    deletable,
  }: {
    key: string;
    name: string;
    label: string;
    url: string;
    inUse: boolean;
    deletable: boolean;
  }) => {
    const current = key === selectedKey;
    return (
      <Box key={key} sx={{ position: 'relative', minWidth: 0 }}>
        <Box
          component="button"
          type="button"
          onClick={() => pick(key)}
          aria-label={label}
          aria-current={current ? 'true' : undefined}
          autoFocus={key === justUploaded}
          sx={{
            display: 'block',
            width: '100%',
            p: 0.5,
            border: 2,
            borderColor: current || key === justUploaded ? 'primary.main' : 'divider',
            borderRadius: 1.5,
            bgcolor: 'background.paper',
            cursor: 'pointer',
            textAlign: 'center',
            color: 'text.primary',
            '&:hover, &:focus-visible': { borderColor: 'primary.main', outline: 'none', boxShadow: 2 },
          }}
        >
          <Box
            component="img"
            src={url}
            alt=""
            loading="lazy"
            sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 1, display: 'block', bgcolor: 'action.hover' }}
          />
          <Typography
            variant="caption"
            component="span"
            sx={{ display: 'block', mt: 0.5, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
            dir="ltr"
          >
            {shownImageName(name)}
          </Typography>
        </Box>
        <Stack direction="row" spacing={0.5} sx={{ position: 'absolute', top: 6, insetInlineStart: 6, pointerEvents: 'none' }}>
          {current && <Chip size="small" color="primary" label={t('extras.images.current')} />}
          {inUse && !current && <Chip size="small" label={t('extras.images.inUse')} sx={{ bgcolor: 'background.paper' }} />}
        </Stack>
        {deletable && (
          <IconButton
            size="small"
            aria-label={t('extras.images.delete', { name })}
            onClick={() => void deleteImage(name)}
            disabled={remove.isPending}
            sx={{
              position: 'absolute',
              top: 4,
              insetInlineEnd: 4,
              bgcolor: 'background.paper',
              '&:hover': { bgcolor: 'background.paper' },
              boxShadow: 1,
            }}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        )}
      </Box>
    );
  };

  return (
    <>
      <Dialog open={open && !source} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
        <DialogTitle id={titleId}>{t('extras.images.title')}</DialogTitle>
        <Tabs
          value={tab}
          onChange={(_event, value: TabName) => setTab(value)}
          sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}
          variant="fullWidth"
        >
          <Tab value="upload" label={t('extras.images.upload')} id={`${titleId}-upload`} aria-controls={`${titleId}-upload-panel`} />
          <Tab value="library" label={t('extras.images.library')} id={`${titleId}-library`} aria-controls={`${titleId}-library-panel`} />
        </Tabs>
        <DialogContent sx={{ minHeight: 320 }}>
          {tab === 'upload' && (
            <Box role="tabpanel" id={`${titleId}-upload-panel`} aria-labelledby={`${titleId}-upload`} sx={{ py: 3, textAlign: 'center' }}>
              <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 480, mx: 'auto' }}>
                {t('extras.images.uploadHint')}
              </Typography>
              {progress ? (
                <Box role="status" sx={{ maxWidth: 420, mx: 'auto' }}>
                  <LinearProgress
                    variant="determinate"
                    value={progress.percent}
                    aria-label={t(`extras.images.${progress.phase}`, { percent: progress.percent })}
                  />
                  <Typography variant="caption" color="text.secondary">
                    {t(`extras.images.${progress.phase}`, { percent: progress.percent })}
                  </Typography>
                </Box>
              ) : (
                <>
                  <input
                    ref={inputRef}
                    type="file"
                    accept={SHOP_IMAGE_ACCEPTED_TYPES.join(',')}
                    hidden
                    onChange={(event) => void choose(event)}
                    data-testid="menu-image-input"
                  />
                  <Button variant="contained" onClick={() => inputRef.current?.click()}>
                    {t('extras.images.choose')}
                  </Button>
                </>
              )}
            </Box>
          )}
          {tab === 'library' && (
            <Box role="tabpanel" id={`${titleId}-library-panel`} aria-labelledby={`${titleId}-library`} sx={{ pt: 2 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
                {t('extras.images.yourImages')}
              </Typography>
              {images.isPending && (
                <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
                  <CircularProgress aria-label={t('extras.images.loading')} />
                </Box>
              )}
              {images.isError && <LoadError error={images.error} onRetry={() => void images.refetch()} />}
              {images.isSuccess && own.length === 0 && (
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  {t('extras.images.empty')}
                </Typography>
              )}
              {own.length > 0 && (
                <Box sx={{ ...tileGrid, mb: 3 }}>
                  {own.map((image) =>
                    tile({ key: image.key, name: image.name, label: image.name, url: image.url, inUse: image.inUse, deletable: true }),
                  )}
                </Box>
              )}
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
                {t('extras.images.stockPictures')}
              </Typography>
              <Box sx={tileGrid}>
                {STOCK_FILES.map((file) => {
                  const label = t(`extras.images.stock.${file}`);
                  return tile({
                    key: `stock/${file}.svg`,
                    name: label,
                    label,
                    url: menuImageUrl(`stock/${file}.svg`),
                    inUse: false,
                    deletable: false,
                  });
                })}
              </Box>
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          {selectedKey && <Button onClick={() => pick(null)}>{t('extras.images.noImage')}</Button>}
          <Box sx={{ flex: 1 }} />
          <Button onClick={onClose}>{t('extras.images.close')}</Button>
        </DialogActions>
      </Dialog>
      {source && (
        <ImageCropDialog
          src={source.url}
          aspect={1}
          texts={{
            title: t('extras.images.crop.title'),
            zoom: t('extras.images.crop.zoom'),
            cancel: t('extras.images.crop.cancel'),
            save: t('extras.images.crop.save'),
          }}
          onCancel={() => setSource(null)}
          onSave={(area) => void save(area)}
        />
      )}
    </>
  );
}
