import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Slider, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';

/** Choose the part of the image to keep, at the image's ratio (logo 1, banner 1.6); Save or Cancel (spec 001 §2). */
export function ImageCropDialog({ src, aspect, kindLabel, onCancel, onSave }: { src: string; aspect: number; kindLabel: string; onCancel: () => void; onSave: (area: Area) => void }) {
  const { t } = useTranslation('onboarding');
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm">
      <DialogTitle>{t('branding.cropTitle', { kind: kindLabel })}</DialogTitle>
      <DialogContent>
        <Box sx={{ position: 'relative', height: { xs: 260, sm: 340 }, bgcolor: 'grey.900', borderRadius: 1, overflow: 'hidden' }} data-testid="crop-area">
          <Cropper image={src} crop={crop} zoom={zoom} aspect={aspect} onCropChange={setCrop} onZoomChange={setZoom} onCropComplete={(_area, pixels) => setArea(pixels)} />
        </Box>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 2 }}>
          <Typography id="crop-zoom-label" variant="body2">
            {t('branding.zoom')}
          </Typography>
          <Slider value={zoom} min={1} max={3} step={0.05} onChange={(_event, value) => setZoom(value as number)} aria-labelledby="crop-zoom-label" />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('branding.cancel')}</Button>
        <Button variant="contained" onClick={() => area && onSave(area)} disabled={!area}>
          {t('branding.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
