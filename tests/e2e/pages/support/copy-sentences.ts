import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TLocale } from '@firm/shared/i18n/locale';

// Playwright runs from the repository's root (as the stack helpers assume).
const ROOT = process.cwd();

/** The modules whose words the site shows: every `*-copy.ts`, the frame's copy and the shared messages. */
const FIXED_MODULES = [
  'services/web/src/lib/copy/shell-copy.ts',
  'services/web/src/lib/copy/route-labels.ts',
  'packages/shared/src/i18n/messages-en.ts',
  'packages/shared/src/i18n/messages-es.ts',
  'packages/shared/src/forms/consent.ts',
  'packages/shared/src/forms/situations.ts',
];

function copyFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return copyFiles(file);
    return name.endsWith('-copy.ts') ? [file] : [];
  });
}

/** Every module the check reads (absolute paths). */
export function copyModules(): string[] {
  return [
    ...copyFiles(path.join(ROOT, 'services/web/src')),
    ...FIXED_MODULES.map((file) => path.join(ROOT, file)),
  ];
}

type TStrings = Record<TLocale, Set<string>>;

// Words that may stay lowercase inside a proper name ('Herrera Abogados de Inmigración').
const CONNECTORS = new Set(['de', 'del', 'la', 'las', 'los', 'y', 'e', 'of', 'the', 'and', 'for']);

function words(text: string): string[] {
  return text.split(/\s+/).filter((word) => /\p{L}/u.test(word));
}

/** A name ('Herrera Immigration Law', 'Google Maps'): every word capitalised, and not shouted in capitals. */
function isProperName(text: string): boolean {
  const list = words(text);
  if (text === text.toLocaleUpperCase()) return false;
  return list.every((word) => CONNECTORS.has(word) || /^[^\p{L}]*\p{Lu}/u.test(word));
}

/**
 * The sentences of a text that could only belong to its language: split at sentence ends, colons,
 * semicolons, dashes, middle dots and line breaks; `{placeholders}` dropped; at least three words; not a
 * proper name.
 */
export function sentencesOf(text: string): string[] {
  return (
    text
      .replace(/\{\w+\}/g, ' ')
      // a sentence ends where the next one starts with a capital ('U.S. citizen' is not an end)
      .split(/(?<=[.!?…])\s+(?=[\p{Lu}¿¡«“"(])|[:;]\s+|\n+|\s+[–—]\s+|\s+·\s+/u)
      .map((piece) => piece.replace(/\s+/g, ' ').trim())
      .map((piece) => piece.replace(/^[¿¡«“"']+|[.!?…,»”"']+$/g, '').trim())
      .filter((piece) => words(piece).length >= 3 && !isProperName(piece))
  );
}

function collect(value: unknown, locale: TLocale | null, into: TStrings, depth = 0): void {
  if (depth > 8 || value === null || value === undefined) return;
  if (typeof value === 'string') {
    if (locale) into[locale].add(value);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) collect(item, locale, into, depth + 1);
    return;
  }
  if (typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const next = key === 'en' || key === 'es' ? key : locale;
      collect(inner, next, into, depth + 1);
    }
  }
}

function localeOfExport(name: string): TLocale | null {
  if (/_EN$/.test(name)) return 'en';
  if (/_ES$/.test(name)) return 'es';
  return null;
}

/**
 * Every string of the copy modules, by language: what sits under an `en` or `es` key (bilingual copy,
 * route labels, the consent, situations), the shared messages (`MESSAGES_EN`/`MESSAGES_ES`) and the
 * frame's copy (`shellCopy(locale)`). Functions of copy (counts, names) are left out.
 */
export async function copyStrings(): Promise<TStrings> {
  const strings: TStrings = { en: new Set(), es: new Set() };
  for (const file of copyModules()) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (typeof value === 'function') {
        if (/Copy$/.test(name) && value.length === 1) {
          collect((value as (l: TLocale) => unknown)('en'), 'en', strings);
          collect((value as (l: TLocale) => unknown)('es'), 'es', strings);
        }
        continue;
      }
      collect(value, localeOfExport(name), strings);
    }
  }
  return strings;
}

/** The sentences of each language that must not show on a page of the other (lower case). */
export type TLeakSentences = Record<TLocale, string[]>;

/**
 * The sentence-like strings of each language (three words or more, not a proper name) that the other
 * language does not also have (a text written the same in both, like the spec's 'No reviews available',
 * cannot leak).
 */
export async function leakSentences(): Promise<TLeakSentences> {
  const strings = await copyStrings();
  const of = (locale: TLocale) =>
    new Set([...strings[locale]].flatMap(sentencesOf).map((s) => s.toLocaleLowerCase(locale)));
  const en = of('en');
  const es = of('es');
  return {
    en: [...en].filter((sentence) => !es.has(sentence)),
    es: [...es].filter((sentence) => !en.has(sentence)),
  };
}
