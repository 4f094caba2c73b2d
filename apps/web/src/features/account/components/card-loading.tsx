import { Box, CircularProgress } from '@mui/material';

/**
 * A card's busy sign while its answer is on its way, as tall as the answer usually is: the page is drawn ahead with it
 * (decision 313), and the cards below must not move when the answer replaces it (Lighthouse's layout shift).
 */
export function CardLoading({ label, minHeight }: { label: string; minHeight: { xs: number; sm: number } }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight }}>
      <CircularProgress size={28} aria-label={label} />
    </Box>
  );
}
