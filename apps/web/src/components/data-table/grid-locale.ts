import type { GridLocaleText } from '@mui/x-data-grid';
import type { Language } from '@brewline/contracts/languages';

type GridTexts = Partial<GridLocaleText>;

/**
 * The grid's own texts (rows per page, sort labels, 'of') come from MUI X's translations. Each language is a
 * small chunk of its own, fetched the first time a table shows in it; English is the grid's default.
 */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<GridTexts>> = {
  zh: async () => (await import('./grid-locales/zh')).localeText,
  ar: async () => (await import('./grid-locales/ar')).localeText,
  it: async () => (await import('./grid-locales/it')).localeText,
  es: async () => (await import('./grid-locales/es')).localeText,
  fr: async () => (await import('./grid-locales/fr')).localeText,
};

const loaded = new Map<Language, Promise<GridTexts>>();

/** The grid texts of a language, as one promise per language (what React's `use` needs); null for English. */
export function gridLocaleText(language: Language): Promise<GridTexts> | null {
  if (language === 'en') return null;
  let texts = loaded.get(language);
  if (!texts) {
    // A failed fetch (offline, a replaced chunk) leaves the grid's own texts in English rather than the table broken.
    texts = loaders[language]().catch(() => ({}));
    loaded.set(language, texts);
  }
  return texts;
}
