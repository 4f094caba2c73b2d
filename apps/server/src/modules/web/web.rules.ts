/**
 * The web module's rules, pure: which look a page request would first paint in, read from the request, so the
 * server sends the shell the build drew in that look (the same choice the web app makes at start, pickLanguage).
 */
import { isLanguage, type Language, pickLanguage, type ThemeMode } from '@brewline/contracts/languages';

/** The look cookie's value as the chosen language (null when none) and theme; anything else reads as light. */
export function parseLookCookie(value: string | null | undefined): { language: Language | null; themeMode: ThemeMode } {
  const [language, themeMode] = (value ?? '').split('~');
  return { language: isLanguage(language) ? language : null, themeMode: themeMode === 'dark' ? 'dark' : 'light' };
}

/** An Accept-Language header as the browser's languages, most wanted first (what navigator.languages lists). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * Whether a page request would first paint in the default look (English, left to right, light theme), the one
 * the build prerenders: no ?lng= naming another language, no other look remembered in the cookie, and a browser
 * whose languages lead to English. The same choice the web app makes at start (pickLanguage), from the request.
 */
export function paintsDefaultLook(request: {
  query: string | null;
  cookie: string | null | undefined;
  acceptLanguage: string | null | undefined;
}): boolean {
  const look = parseLookCookie(request.cookie);
  if (look.themeMode !== 'light') return false;
  const { language } = pickLanguage({
    query: request.query,
    remembered: look.language,
    browser: acceptedLanguages(request.acceptLanguage),
  });
  return language === 'en';
}
