import { messages } from '@brewline/contracts/messages';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { directionOf, HTML_LANG, type Language, pickLanguage, SUPPORTED_LANGUAGES } from './languages';
import { preferencesStore } from './preferences';

/**
 * Translations: each feature keeps its texts in features/<feature>/locales/<language>.json (namespace = the
 * feature's folder name); shared ones live in locales/<language>/<namespace>.json. English is bundled, so the
 * first paint needs no request; other languages (lib/languages.ts) load on demand. The English 'messages'
 * namespace is the contracts' message table itself, so the server and the forms speak from one copy.
 */
type Bundle = Record<string, unknown>;
const english = {
  ...collect(import.meta.glob<Bundle>('../features/*/locales/en.json', { eager: true, import: 'default' })),
  ...collect(import.meta.glob<Bundle>('../locales/en/*.json', { eager: true, import: 'default' })),
  messages,
};
const lazyFeatureBundles = import.meta.glob<Bundle>(['../features/*/locales/*.json', '!../features/*/locales/en.json'], { import: 'default' });
const lazySharedBundles = import.meta.glob<Bundle>(['../locales/*/*.json', '!../locales/en/*.json'], { import: 'default' });

/** Namespace from a path: features/<ns>/locales/<lng>.json or locales/<lng>/<ns>.json. */
function locate(path: string): { ns: string; lng: string } {
  const feature = /features\/([^/]+)\/locales\/([^/]+)\.json$/.exec(path);
  if (feature) return { ns: feature[1]!, lng: feature[2]! };
  const shared = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
  return { ns: shared[2]!, lng: shared[1]! };
}

function collect(modules: Record<string, Bundle>): Record<string, Bundle> {
  return Object.fromEntries(Object.entries(modules).map(([path, bundle]) => [locate(path).ns, bundle]));
}

const loaded = new Set<string>(['en']);

/** Fetches a language's texts (every namespace) once; English is always there. */
export async function loadLanguage(lng: Language): Promise<void> {
  if (loaded.has(lng)) return;
  const loaders = [...Object.entries(lazyFeatureBundles), ...Object.entries(lazySharedBundles)].filter(([path]) => locate(path).lng === lng);
  await Promise.all(
    loaders.map(async ([path, load]) => {
      i18n.addResourceBundle(lng, locate(path).ns, await load(), true, true);
    }),
  );
  loaded.add(lng);
}

function applyToDocument(lng: Language) {
  document.documentElement.lang = HTML_LANG[lng];
  document.documentElement.dir = directionOf(lng);
}

/**
 * Switches the whole UI to a language: its texts are loaded first, so no screen shows a moment of English
 * or of raw keys; then i18next, <html lang/dir> and the preferences store (which the theme's direction
 * follows) change together.
 */
let latestRequest = 0;
export async function setLanguage(lng: Language, { remember = true }: { remember?: boolean } = {}): Promise<void> {
  const request = ++latestRequest;
  await loadLanguage(lng);
  // A quicker, later choice has already won.
  if (request !== latestRequest) return;
  await i18n.changeLanguage(lng);
  applyToDocument(lng);
  preferencesStore.set({ language: lng }, { remember });
}

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...SUPPORTED_LANGUAGES],
  resources: { en: english },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

/**
 * The first language: ?lng= (and remembered), else the one chosen before, else the browser's, else English.
 * Resolves once its texts are in; the app renders after that (at once for English, which is bundled).
 */
export function startLanguage(): Promise<void> {
  const { language, fromQuery } = pickLanguage({
    query: new URLSearchParams(window.location.search).get('lng'),
    remembered: preferencesStore.rememberedLanguage(),
    browser: navigator.languages ?? [navigator.language],
  });
  if (language === 'en') {
    applyToDocument('en');
    if (fromQuery) preferencesStore.set({ language }, { remember: true });
    return Promise.resolve();
  }
  // Should the texts fail to load (offline, a replaced chunk), the page still opens, in English.
  return setLanguage(language, { remember: fromQuery }).catch(() => applyToDocument('en'));
}

export default i18n;
