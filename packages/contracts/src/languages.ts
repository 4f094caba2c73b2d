/**
 * The languages the product speaks, and how the first one a visitor sees is chosen; plain functions, no browser
 * state. The web app chooses with them at start, and the server with the same rules picks which page shell to send.
 */
export const SUPPORTED_LANGUAGES = ['en', 'zh', 'ar', 'it', 'es', 'fr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** Each language named in itself, as a menu of languages should show it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  zh: '中文',
  ar: 'العربية',
  it: 'Italiano',
  es: 'Español',
  fr: 'Français',
};

/** The value of <html lang>: the Chinese texts are Simplified, which the script subtag tells fonts and screen readers. */
export const HTML_LANG: Record<Language, string> = { en: 'en', zh: 'zh-Hans', ar: 'ar', it: 'it', es: 'es', fr: 'fr' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);

export const directionOf = (language: Language): 'ltr' | 'rtl' => (language === 'ar' ? 'rtl' : 'ltr');

/**
 * A language tag (a query parameter, a browser language such as 'fr-CA') as one of ours, or null.
 * Traditional Chinese (zh-TW, zh-HK, zh-Hant) is not offered Simplified: its readers go on to their next language.
 */
export function matchLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const lower = tag.trim().toLowerCase().replaceAll('_', '-');
  const [base, ...rest] = lower.split('-');
  if (base === 'zh' && rest.some((part) => ['tw', 'hk', 'mo', 'hant'].includes(part)) && !rest.includes('hans')) return null;
  return isLanguage(base) ? base : null;
}

/** The first language to show: the ?lng= parameter, then the one remembered, then the browser's, then English. */
export function pickLanguage(sources: { query: string | null; remembered: string | null; browser: readonly string[] }): {
  language: Language;
  fromQuery: boolean;
} {
  const fromQuery = matchLanguage(sources.query);
  if (fromQuery) return { language: fromQuery, fromQuery: true };
  const remembered = isLanguage(sources.remembered) ? sources.remembered : null;
  if (remembered) return { language: remembered, fromQuery: false };
  for (const tag of sources.browser) {
    const match = matchLanguage(tag);
    if (match) return { language: match, fromQuery: false };
  }
  return { language: 'en', fromQuery: false };
}

/** How a page's colours are drawn (the web app's theme). */
export type ThemeMode = 'light' | 'dark';

/**
 * The cookie that tells the server what look this browser remembers (`<language>~<theme>`, the language empty when
 * none was chosen). The choices themselves are kept in the browser's storage; this copy exists so that the server
 * can tell, before any script runs, whether the page would first paint in the look the build prerenders.
 */
export const LOOK_COOKIE = 'brewline_look';

export const lookCookieValue = (look: { language: string | null; themeMode: ThemeMode }): string =>
  `${isLanguage(look.language) ? look.language : ''}~${look.themeMode}`;
