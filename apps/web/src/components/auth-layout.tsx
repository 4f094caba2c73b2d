import { Box, GlobalStyles, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import logoMark from './logo-mark.svg';
import { PreferencesControls } from './preferences-controls';

/**
 * `html body`, not `body`: hydration moves CssBaseline's page-wide style after this one for a moment (the frame
 * hydrates before the route's boundary), and at equal weight its grey body would show until this one moved too.
 */
const AUTH_BODY = { 'html body': { backgroundColor: '#ffffff' } };

/** The sign-in and sign-up frame; their page body is white. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{ position: 'relative', minHeight: '100dvh', display: 'grid', placeItems: 'center', px: 2, py: 7, bgcolor: '#ffffff' }}
    >
      {/* A page-wide style rather than an effect: the prerendered sign-in draws it before any script runs. */}
      <GlobalStyles styles={AUTH_BODY} />
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
