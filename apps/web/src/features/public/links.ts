/**
 * Where the public pages send people outside Brewline. A deployment can point them elsewhere with
 * VITE_APP_STORE_URL, VITE_GOOGLE_PLAY_URL and VITE_BLOG_URL at build time.
 */
const env = import.meta.env as Record<string, string | undefined>;

export const APP_STORE_URL = env.VITE_APP_STORE_URL || 'https://apps.apple.com/app/brewline/id1500000000';
export const GOOGLE_PLAY_URL = env.VITE_GOOGLE_PLAY_URL || 'https://play.google.com/store/apps/details?id=app.brewline';
export const BLOG_URL = env.VITE_BLOG_URL || 'https://blog.brewline.app';

/** The date shown as 'Last updated' on the Terms and Privacy pages; change it with their text. */
export const LEGAL_UPDATED_ON = '2026-11-15';
