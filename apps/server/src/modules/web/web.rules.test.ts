import { lookCookieValue } from '@brewline/contracts/languages';
import { describe, expect, it } from 'vitest';
import { acceptedLanguages, paintsDefaultLook, parseLookCookie } from './web.rules';

describe("reading a browser's languages from Accept-Language", () => {
  it('lists them most wanted first, as navigator.languages does', () => {
    expect(acceptedLanguages('fr-CA,fr;q=0.9,en;q=0.8')).toEqual(['fr-CA', 'fr', 'en']);
    expect(acceptedLanguages('de;q=0.5, ar;q=0.9, es')).toEqual(['es', 'ar', 'de']);
  });

  it('leaves out what nobody wants and the wildcard, and copes with no header', () => {
    expect(acceptedLanguages('it;q=0, *;q=0.1, zh-CN')).toEqual(['zh-CN']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });
});

describe('the look cookie', () => {
  it('keeps the chosen language and theme, and reads back what it wrote', () => {
    expect(lookCookieValue({ language: 'ar', themeMode: 'dark' })).toBe('ar~dark');
    expect(lookCookieValue({ language: null, themeMode: 'light' })).toBe('~light');
    expect(parseLookCookie('ar~dark')).toEqual({ language: 'ar', themeMode: 'dark' });
  });

  it('reads anything else as nothing chosen and the light theme', () => {
    expect(parseLookCookie('klingon~purple')).toEqual({ language: null, themeMode: 'light' });
    expect(parseLookCookie(null)).toEqual({ language: null, themeMode: 'light' });
  });
});

describe('whether a page first paints in English and the light theme (the look the build prerenders)', () => {
  const request = (query: string | null, cookie: string | null, acceptLanguage: string | null) => ({ query, cookie, acceptLanguage });

  it('does for a visitor with nothing remembered and an English or unknown browser', () => {
    expect(paintsDefaultLook(request(null, null, null))).toBe(true);
    expect(paintsDefaultLook(request(null, null, 'en-US,en;q=0.9'))).toBe(true);
    expect(paintsDefaultLook(request(null, null, 'de-DE,ja;q=0.8'))).toBe(true);
  });

  it('does not when the link, the remembered choice or the browser lead to another language', () => {
    expect(paintsDefaultLook(request('fr', null, 'en'))).toBe(false);
    expect(paintsDefaultLook(request(null, 'it~light', 'en'))).toBe(false);
    expect(paintsDefaultLook(request(null, null, 'zh-CN,en;q=0.5'))).toBe(false);
  });

  it('does when a link or the remembered choice says English over the browser', () => {
    expect(paintsDefaultLook(request('en', 'fr~light', 'fr'))).toBe(true);
    expect(paintsDefaultLook(request(null, 'en~light', 'ar'))).toBe(true);
  });

  it('does not when the dark theme is remembered', () => {
    expect(paintsDefaultLook(request(null, '~dark', null))).toBe(false);
    expect(paintsDefaultLook(request('en', 'en~dark', 'en'))).toBe(false);
  });
});
