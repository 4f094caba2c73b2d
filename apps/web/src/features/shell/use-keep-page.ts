import { utcDay } from '@brewline/contracts/days';
import { darken, lighten, type Theme, useTheme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { currentFiguresAsOf } from '../../lib/kept-figures';
import { appBuildOf, copyOfRoot, keepPage, lookOf, stylesUsed } from '../../lib/kept-page';
import { sessionStore } from '../../lib/session-store';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** How long a screen holds still after its figures arrived before it is copied: the rest of a burst, its charts' drawing. */
const SETTLE_MS = 1000;

/** The app's kept-figures note (an info alert) as plain CSS, in the theme's colours. */
function noteStyle(theme: Theme): string {
  const light = theme.palette.mode === 'light';
  const color = light ? darken(theme.palette.info.light, 0.6) : lighten(theme.palette.info.light, 0.6);
  const background = light ? lighten(theme.palette.info.light, 0.9) : darken(theme.palette.info.light, 0.9);
  const { fontFamily, fontSize, lineHeight } = theme.typography.body2;
  return [
    `color: ${color}`,
    `background-color: ${background}`,
    `font-family: ${fontFamily}`,
    `font-size: ${fontSize}`,
    `line-height: ${lineHeight}`,
    `padding: 14px 16px`,
    `margin-bottom: 16px`,
    `border-radius: ${theme.shape.borderRadius}px`,
  ].join('; ');
}

/**
 * Copies the page for the next visit (lib/kept-page.ts, decision 315) each time the screen's kept figures have come
 * from the server and settled, as long as the user has not touched the screen since opening it: a changed range or
 * an open menu is not the page the next visit opens on.
 */
export function useKeepPage(shopId: number | null): void {
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const theme = useTheme();
  const { t } = useTranslation('shell');

  useEffect(() => {
    if (shopId === null) return;
    const path = pathname + search;
    const cache = queryClient.getQueryCache();
    let touched = false;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const touch = () => {
      touched = true;
      clearTimeout(timer);
    };
    // In three tasks (the page, its styles, the write), each well under the 50 ms that would hold a tap at 4x.
    const copy = async () => {
      const ready = () => {
        const asOf = currentFiguresAsOf(cache.getAll(), performance.timeOrigin);
        const session = sessionStore.get();
        const current = !touched && !stopped && location.pathname + location.search === path;
        return asOf !== null && session && current ? { asOf, userId: session.session.user.id } : null;
      };
      const root = document.getElementById('root');
      const first = ready();
      if (!root || !first) return;
      const { html, classes } = copyOfRoot(root);
      await nextTask();
      const css = stylesUsed(document, classes);
      await nextTask();
      // Not if the figures changed meanwhile: the HTML would not be the page of these answers.
      const still = ready();
      if (!still || still.asOf !== first.asOf) return;
      keepPage(localStorage, {
        userId: still.userId,
        shopId,
        build: appBuildOf(document),
        path,
        look: lookOf(localStorage, navigator.languages, innerWidth),
        day: utcDay(new Date(still.asOf)),
        savedAt: still.asOf,
        html,
        css,
        lang: document.documentElement.lang,
        dir: document.documentElement.dir,
        note: { text: t('keptFigures.updating', { time: formatDateTime(new Date(still.asOf)) }), style: noteStyle(theme) },
      });
    };
    const settle = () => {
      clearTimeout(timer);
      if (!touched && currentFiguresAsOf(cache.getAll(), performance.timeOrigin) !== null) timer = setTimeout(() => void copy(), SETTLE_MS);
    };
    settle();
    const unsubscribe = cache.subscribe(settle);
    document.addEventListener('pointerdown', touch, true);
    document.addEventListener('keydown', touch, true);
    return () => {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      document.removeEventListener('pointerdown', touch, true);
      document.removeEventListener('keydown', touch, true);
    };
  }, [queryClient, pathname, search, shopId, theme, t]);
}
