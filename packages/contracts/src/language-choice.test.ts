import { describe, expect, it } from 'vitest';
import { directionOf, matchLanguage, pickLanguage } from './languages';

describe('choosing the first language', () => {
  it('takes a ?lng= link over everything else, and says so, so it can be remembered', () => {
    expect(pickLanguage({ query: 'ar', remembered: 'fr', browser: ['es-ES'] })).toEqual({ language: 'ar', fromQuery: true });
  });

  it('keeps the language chosen before when the link names none or one we do not speak', () => {
    expect(pickLanguage({ query: null, remembered: 'it', browser: ['es-ES'] })).toEqual({ language: 'it', fromQuery: false });
    expect(pickLanguage({ query: 'de', remembered: 'it', browser: ['es-ES'] })).toEqual({ language: 'it', fromQuery: false });
  });

  it("follows the browser's first language we speak, regional variants included", () => {
    expect(pickLanguage({ query: null, remembered: null, browser: ['de-DE', 'fr-CA', 'en'] }).language).toBe('fr');
    expect(pickLanguage({ query: null, remembered: null, browser: ['zh-CN'] }).language).toBe('zh');
  });

  it('falls back to English when nothing matches, and ignores a remembered value that is not a language', () => {
    expect(pickLanguage({ query: null, remembered: 'klingon', browser: ['de-DE', 'ja'] })).toEqual({ language: 'en', fromQuery: false });
  });

  it('does not offer Simplified Chinese to readers of Traditional Chinese', () => {
    expect(matchLanguage('zh-TW')).toBeNull();
    expect(matchLanguage('zh-Hant-HK')).toBeNull();
    expect(matchLanguage('zh-Hans-HK')).toBe('zh');
    expect(pickLanguage({ query: null, remembered: null, browser: ['zh-TW', 'en-US'] }).language).toBe('en');
  });

  it('lays Arabic out right to left and every other language left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    for (const lng of ['en', 'zh', 'it', 'es', 'fr'] as const) expect(directionOf(lng)).toBe('ltr');
  });
});
