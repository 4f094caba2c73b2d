import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Slider, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';

export interface ImageCropTexts {
  title: string;
  zoom: string;
  cancel: string;
  save: string;
}

/**
 * Choose the part of the image to keep, at the image's ratio (logo 1, banner and pickup station 1.6); Save or Cancel
 * Each screen passes its own words.
 */
export function ImageCropDialog({
  src,
  aspect,
  texts,
  onCancel,
  onSave,
}: {
  src: string;
  aspect: number;
  texts: ImageCropTexts;
  onCancel: () => void;
  onSave: (area: Area) => void;
}) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm">
      <DialogTitle>{texts.title}</DialogTitle>
      <DialogContent>
        <Box
          sx={{ position: 'relative', height: { xs: 260, sm: 340 }, bgcolor: 'grey.900', borderRadius: 1, overflow: 'hidden' }}
          data-testid="crop-area"
        >
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            aspect={aspect}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_area, pixels) => setArea(pixels)}
          />
        </Box>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 2 }}>
          <Typography id="crop-zoom-label" variant="body2">
            {texts.zoom}
          </Typography>
          <Slider
            value={zoom}
            min={1}
            max={3}
            step={0.05}
            onChange={(_event, value) => setZoom(value as number)}
            aria-labelledby="crop-zoom-label"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{texts.cancel}</Button>
        <Button variant="contained" onClick={() => area && onSave(area)} disabled={!area}>
          {texts.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
