import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { messages } from '@brewline/contracts/messages';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '@brewline/contracts/languages';

/**
 * Every text a user can see exists in every language: each English key of each namespace has a non-empty
 * translation carrying the same {{placeholders}}. The English 'messages' namespace is the contracts' table.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
type Texts = Record<string, string>;

function flatten(value: unknown, prefix = '', into: Texts = {}): Texts {
  // Arrays (paragraphs of a legal page) flatten by index, so a translation must have as many of them.
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into[prefix] = typeof value === 'string' ? value : '';
  }
  return into;
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** Namespace -> where its file for a language lives. */
const namespaces = new Map<string, (lng: string) => string>();
for (const feature of readdirSync(path.join(src, 'features'))) {
  if (existsSync(path.join(src, 'features', feature, 'locales', 'en.json'))) {
    namespaces.set(feature, (lng) => path.join(src, 'features', feature, 'locales', `${lng}.json`));
  }
}
for (const file of readdirSync(path.join(src, 'locales', 'en'))) {
  const ns = file.replace(/\.json$/, '');
  namespaces.set(ns, (lng) => path.join(src, 'locales', lng, `${ns}.json`));
}
namespaces.set('messages', (lng) => path.join(src, 'locales', lng, 'messages.json'));

const english = (ns: string): Texts => flatten(ns === 'messages' ? messages : readJson(namespaces.get(ns)!('en')));
const placeholders = (text: string) => [...text.matchAll(/{{\s*([\w.]+)\s*(?:,[^}]*)?}}/g)].map((m) => m[1]).sort();
const PLURAL = /_(zero|one|two|few|many|other)$/;

const others = SUPPORTED_LANGUAGES.filter((lng) => lng !== 'en');

describe.each(others.map((lng) => ({ lng, name: LANGUAGE_NAMES[lng] })))('the $name texts ($lng)', ({ lng }) => {
  it.each([...namespaces.keys()])('translate every English text of %s, with the same placeholders', (ns) => {
    const file = namespaces.get(ns)!(lng);
    expect(existsSync(file), `${path.relative(src, file)} is missing`).toBe(true);
    const source = english(ns);
    const translated = flatten(readJson(file));
    const problems: string[] = [];
    for (const [key, text] of Object.entries(source)) {
      if (PLURAL.test(key)) {
        // Plural forms differ per language (Arabic has six): require the base's 'other' form.
        const other = `${key.replace(PLURAL, '')}_other`;
        if (!translated[other]?.trim()) problems.push(`${key}: no ${other}`);
        continue;
      }
      const target = translated[key];
      if (!target?.trim()) problems.push(`${key}: missing or empty`);
      else if (placeholders(target).join() !== placeholders(text).join()) {
        problems.push(`${key}: placeholders ${placeholders(target).join() || 'none'} instead of ${placeholders(text).join() || 'none'}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
