import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGE_TEXT_BLOCKS } from '@firm/shared/content/page-text';
import { repoPaths } from '@firm/shared/server/paths';

/** What a fixture article says; everything else is a valid default. */
export type TFixturePost = {
  key?: string;
  titleEs?: string;
  titleEn?: string;
  bodyEs?: string;
  bodyEn?: string;
};

const seed = repoPaths().content;

function json(dir: string, file: string, value: unknown): void {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), JSON.stringify(value, null, 2));
}

function markdown(front: Record<string, string>, body: string): string {
  return `---\n${Object.entries(front)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join('\n')}\n---\n${body}\n`;
}

/** Writes `pages/<file>` of a fixture folder (e.g. `writePageText(dir, 'privacy/body.es.md', '...')`). */
export function writePageText(dir: string, file: string, text: string): void {
  mkdirSync(path.dirname(path.join(dir, 'pages', file)), { recursive: true });
  writeFileSync(path.join(dir, 'pages', file), text);
}

/**
 * Writes a small, valid content folder (one category, one attorney, the given articles, the page
 * texts the site shows, the seed's site configuration and two of its images) into a new temporary
 * folder; `remove()` deletes it.
 */
export function writeFixtureContent(posts: TFixturePost[] = [{}]): {
  dir: string;
  remove: () => void;
} {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-fixture-'));
  mkdirSync(path.join(dir, 'media'));
  for (const file of ['blog-vawa-self-petition.jpg', 'attorney-ana-herrera.jpg']) {
    copyFileSync(path.join(seed, 'media', file), path.join(dir, 'media', file));
  }
  copyFileSync(path.join(seed, 'site-config.json'), path.join(dir, 'site-config.json'));
  json(dir, 'categories.json', [
    { key: 'vawa', nombre_en: 'VAWA', nombre_es: 'VAWA', url_en: 'vawa', url_es: 'vawa' },
  ]);
  json(dir, 'attorneys/ana-herrera/profile.json', {
    name: 'Ana Herrera',
    role_en: 'Founding Attorney',
    role_es: 'Abogada fundadora',
    is_founder: true,
    photo: 'attorney-ana-herrera.jpg',
    photo_alt_en: 'Portrait',
    photo_alt_es: 'Retrato',
    summary_en: 'Summary',
    summary_es: 'Resumen',
    bar_admissions: [{ jurisdiction: 'Texas', bar_number: '00000000' }],
    languages_en: ['Spanish'],
    languages_es: ['Español'],
    practice_areas_en: [],
    practice_areas_es: [],
    associations_en: [],
    associations_es: [],
    social: {},
  });
  writeFileSync(path.join(dir, 'attorneys/ana-herrera/bio.es.md'), 'Biografía.');
  writeFileSync(path.join(dir, 'attorneys/ana-herrera/bio.en.md'), 'Biography.');
  posts.forEach((post, i) => {
    const key = post.key ?? `post-${i + 1}`;
    json(dir, `blog/${key}/meta.json`, {
      category: 'vawa',
      author: 'ana-herrera',
      created_at: `2025-01-${String(10 + i).padStart(2, '0')}T12:00:00Z`,
      main_media: 'blog-vawa-self-petition.jpg',
      index: [{ es: 'Inicio', en: 'Start', anchor: 'inicio' }],
    });
    const front = (lang: 'es' | 'en', title: string) => ({
      url: `${key}-${lang}`,
      titulo: title,
      description: 'Descripción',
      main_media_text: 'Imagen',
    });
    writeFileSync(
      path.join(dir, `blog/${key}/es.md`),
      markdown(
        front('es', post.titleEs ?? `Artículo ${i + 1}`),
        `## Inicio {#inicio}\n\n${post.bodyEs ?? 'Texto.'}`,
      ),
    );
    writeFileSync(
      path.join(dir, `blog/${key}/en.md`),
      markdown(
        front('en', post.titleEn ?? `Article ${i + 1}`),
        `## Start {#inicio}\n\n${post.bodyEn ?? 'Text.'}`,
      ),
    );
  });
  for (const [key, blocks] of Object.entries(PAGE_TEXT_BLOCKS)) {
    for (const block of blocks) {
      writePageText(dir, `${key}/${block}.es.md`, `## ${key} {#${block}}\n\nTexto.`);
      writePageText(dir, `${key}/${block}.en.md`, `## ${key} {#${block}}\n\nText.`);
    }
  }
  for (const file of [
    'google-reviews.json',
    'travel-testimonials.json',
    'giveaway-testimonials.json',
    'attorney-testimonials.json',
    'lives.json',
  ]) {
    json(dir, file, []);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
