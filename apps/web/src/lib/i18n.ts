import { messages } from '@brewline/contracts/messages';
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { directionOf, HTML_LANG, type Language, pickLanguage, SUPPORTED_LANGUAGES } from '@brewline/contracts/languages';
import { preferencesStore } from './preferences';
import { loadRightToLeftStyles } from './style-cache';

/**
 * Translations: each feature keeps its texts in features/<feature>/locales/<language>.json (namespace = the
 * feature's folder name); shared ones live in locales/<language>/<namespace>.json. A namespace's file loads
 * when a screen first asks for it, in whatever language, so a page downloads only the texts it shows; only
 * the English 'common' texts and the 'messages' table ride along with the first paint. The English 'messages'
 * namespace is the contracts' message table itself, so the server and the forms speak from one copy.
 */
type Bundle = Record<string, unknown>;
const bundledEnglish = {
  ...collect(import.meta.glob<Bundle>('../locales/en/common.json', { eager: true, import: 'default' })),
  messages,
};
const bundleLoaders = new Map(
  Object.entries({
    ...import.meta.glob<Bundle>('../features/*/locales/*.json', { import: 'default' }),
    ...import.meta.glob<Bundle>(['../locales/*/*.json', '!../locales/en/common.json'], { import: 'default' }),
  }).map(([path, load]) => {
    const { ns, lng } = locate(path);
    return [`${lng}/${ns}`, load] as const;
  }),
);

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

/** i18next asks this for a namespace it does not have yet; the file comes as its own small chunk. */
const lazyBundles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(lng, ns, callback) {
    const load = bundleLoaders.get(`${lng}/${ns}`);
    if (!load) return callback(null, {});
    load().then(
      (bundle) => callback(null, bundle as ResourceKey),
      (error: Error) => callback(error, false),
    );
  },
};

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
  if (directionOf(lng) === 'rtl') await loadRightToLeftStyles();
  // changeLanguage fetches the namespaces in use before it switches, so no screen shows English or raw keys.
  // Should a chosen language fail to load, say so rather than switching to a half-translated screen.
  await i18n.loadLanguages(lng);
  if (!hasLoadedNamespaces(lng)) throw new Error(`Texts for ${lng} did not load`);
  // A quicker, later choice has already won.
  if (request !== latestRequest) return;
  await i18n.changeLanguage(lng);
  applyToDocument(lng);
  preferencesStore.set({ language: lng }, { remember });
}

function hasLoadedNamespaces(lng: Language): boolean {
  return (i18n.options.ns as readonly string[]).every((ns) => i18n.hasResourceBundle(lng, ns));
}

void i18n
  .use(lazyBundles)
  .use(initReactI18next)
  .init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    resources: { en: bundledEnglish },
    // Bundled English plus whatever the backend fetches on demand.
    partialBundledLanguages: true,
    ns: ['common', 'messages'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    // i18next's console advert, in every browser and test run.
    showSupportNotice: false,
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
