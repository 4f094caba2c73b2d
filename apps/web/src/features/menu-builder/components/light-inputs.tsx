import { GlobalStyles, type Theme, ThemeProvider } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * Each MUI input mounts its own copy of the autofill keyframes, a style element of its own added to the page's head
 * and removed when the input goes. The builder mounts and removes inputs by the dozen (Add Value mounts three, an
 * item's modifiers about ninety), and each added or removed style sheet makes the browser restyle the page: at 4×
 * that was a large part of Add Value's time (decision 136). Within the builder the inputs leave the keyframes out and
 * the builder draws them once, so autofill is still noticed.
 */
const withLightInputs = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiInputBase: {
      ...outer.components?.MuiInputBase,
      defaultProps: { ...outer.components?.MuiInputBase?.defaultProps, disableInjectingGlobalStyles: true },
    },
  },
});

/** MUI's own autofill keyframes (InputBase's), kept non-empty as MUI does. */
const AUTOFILL_KEYFRAMES = {
  '@keyframes mui-auto-fill': { from: { animationName: 'mui-auto-fill' } },
  '@keyframes mui-auto-fill-cancel': { from: { animationName: 'mui-auto-fill-cancel' } },
};

export function LightInputs({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={withLightInputs}>
      <GlobalStyles styles={AUTOFILL_KEYFRAMES} />
      {children}
    </ThemeProvider>
  );
}
