import { messages } from '@brewline/contracts/messages';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Translations: each feature keeps its texts in features/<feature>/locales/<language>.json (namespace = the
 * feature's folder name); shared ones live in locales/<language>/<namespace>.json. English is bundled, so the
 * first paint needs no request; other languages load on demand. The English 'messages' namespace is the
 * contracts' message table itself, so the server and the forms speak from one copy.
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

export const SUPPORTED_LANGUAGES = ['en'] as const;

export async function loadLanguage(lng: string): Promise<void> {
  const loaders = [...Object.entries(lazyFeatureBundles), ...Object.entries(lazySharedBundles)].filter(([path]) => locate(path).lng === lng);
  await Promise.all(
    loaders.map(async ([path, load]) => {
      i18n.addResourceBundle(lng, locate(path).ns, await load(), true, true);
    }),
  );
}

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: english },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
