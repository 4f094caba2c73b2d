import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';

/**
 * What a route declares about its page (app/router.tsx): `title` is the translation key of the page's name, with
 * its namespace ('pageNames.signIn' in common, 'shell:pages.shopInfo' for a dashboard page).
 */
export interface PageHandle {
  title?: string;
}

/** '<page> · Brewline' in the language on screen, or just 'Brewline' without a page name. */
export function usePageTitleText(pageName: string | undefined): string {
  const { t } = useTranslation();
  return pageName ? t('pageTitle', { page: pageName }) : t('productName');
}

/**
 * Names the browser tab '<page> · Brewline' while the calling page is shown. Routes name their page in their
 * handle instead (see useRouteTitle); this is for a page whose name comes from its data, or that is not a route.
 */
export function usePageTitle(pageName: string | undefined): void {
  const title = usePageTitleText(pageName);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * The title of the deepest route whose handle names its page, translated; called once, by the root route, so
 * every page gets its title from the route table. A route without a title leaves the tab's title to its page.
 */
export function useRouteTitle(): void {
  const pageName = usePageName();
  const title = usePageTitleText(pageName);
  useEffect(() => {
    if (pageName) document.title = title;
  }, [pageName, title]);
}

/** The name of the page on screen, as the route table names it (for a dashboard page, the sidebar's words). */
export function usePageName(): string | undefined {
  const matches = useMatches();
  const { t } = useTranslation();
  const key = matches
    .map((match) => (match.handle as PageHandle | undefined)?.title)
    .filter((title) => title !== undefined)
    .at(-1);
  return key ? t(key) : undefined;
}
