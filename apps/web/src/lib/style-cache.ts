import createCache, { type EmotionCache } from '@emotion/cache';

const ltrCache = createCache({ key: 'mui' });
let rtlCache: EmotionCache | null = null;

/**
 * Right-to-left languages get every style mirrored (margins, paddings, positions) as it is inserted. The
 * mirroring plugin loads only when such a language is chosen; i18n waits for it before switching.
 */
export async function loadRightToLeftStyles(): Promise<void> {
  if (rtlCache) return;
  const [{ prefixer }, { default: rtlPlugin }] = await Promise.all([import('stylis'), import('stylis-plugin-rtl')]);
  rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
}

export const styleCacheFor = (direction: 'ltr' | 'rtl'): EmotionCache => (direction === 'rtl' && rtlCache) || ltrCache;
