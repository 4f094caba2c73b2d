import { createTheme } from '@mui/material/styles';
import type { ThemeMode } from '../lib/preferences';
import { DRAWER_PERMANENT_MIN_WIDTH, LANDING_MOBILE_MAX_WIDTH } from '../lib/ui-constants';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    /** The landing pages switch to their mobile layout below this width. */
    landing: true;
    /** The navigation drawer is permanent from this width. */
    drawer: true;
  }
}

export function buildTheme(mode: ThemeMode, direction: 'ltr' | 'rtl' = 'ltr') {
  return createTheme({
    direction,
    breakpoints: {
      values: {
        xs: 0,
        sm: 600,
        md: 900,
        landing: LANDING_MOBILE_MAX_WIDTH,
        lg: DRAWER_PERMANENT_MIN_WIDTH,
        drawer: DRAWER_PERMANENT_MIN_WIDTH,
        xl: 1536,
      },
    },
    palette: {
      mode,
      primary: { main: mode === 'light' ? '#1f4e79' : '#7fb3e0' },
      secondary: { main: '#c8782a' },
      background: mode === 'light' ? { default: '#f5f6f8', paper: '#ffffff' } : { default: '#121417', paper: '#1b1e22' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
  });
}
