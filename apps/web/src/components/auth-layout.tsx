import { Box, Paper, Stack, Typography } from '@mui/material';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import logoMark from './logo-mark.svg';
import { PreferencesControls } from './preferences-controls';

/** The sign-in and sign-up frame; their page body is white (spec 000 §2). */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  useEffect(() => {
    const previous = document.body.style.backgroundColor;
    document.body.style.backgroundColor = '#ffffff';
    document.body.dataset.page = 'auth';
    return () => {
      document.body.style.backgroundColor = previous;
      delete document.body.dataset.page;
    };
  }, []);
  return (
    <Box
      component="main"
      sx={{ position: 'relative', minHeight: '100dvh', display: 'grid', placeItems: 'center', px: 2, py: 7, bgcolor: '#ffffff' }}
    >
      {/* The body stays white in both themes, so the controls keep dark icons. */}
      <Box sx={{ position: 'absolute', top: 8, insetInlineEnd: 8, color: '#37474f' }}>
        <PreferencesControls />
      </Box>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Stack spacing={1} sx={{ alignItems: 'center', mb: 3, textAlign: 'center' }}>
          <Link to="/" aria-label="Brewline home">
            <img src={logoMark} alt="" width={48} height={48} />
          </Link>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography color="text.secondary">{subtitle}</Typography>
        </Stack>
        {children}
      </Paper>
    </Box>
  );
}
