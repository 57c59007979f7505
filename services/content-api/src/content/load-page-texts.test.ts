import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGE_TEXT_BLOCKS } from '@firm/shared/content/page-text';
import { loadPageTexts } from './load-page-texts';

// Every block the site shows (PAGE_TEXT_BLOCKS), so each test only writes what it is about.
const REQUIRED: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(PAGE_TEXT_BLOCKS).flatMap(([key, blocks]) =>
      blocks.flatMap((block) => [
        [`${key}/${block}.es.md`, 'Texto.'],
        [`${key}/${block}.en.md`, 'Text.'],
      ]),
    ),
  ),
  'privacy/body.es.md': '## Datos {#datos}\n\nTexto.',
  'privacy/body.en.md': '## Data {#datos}\n\nText.',
};

const folders: string[] = [];

/** A content folder whose `pages/` holds the required pages plus `files` (path → text; null removes). */
function pages(files: Record<string, string | null>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'page-texts-'));
  folders.push(root);
  for (const [file, text] of Object.entries({ ...REQUIRED, ...files })) {
    if (text === null) continue;
    mkdirSync(path.dirname(path.join(root, 'pages', file)), { recursive: true });
    writeFileSync(path.join(root, 'pages', file), text);
  }
  return root;
}

function load(files: Record<string, string | null>) {
  const problems: string[] = [];
  const records = loadPageTexts(pages(files), problems);
  return { records, problems };
}

afterAll(() => {
  for (const root of folders) rmSync(root, { recursive: true, force: true });
});

describe('loadPageTexts', () => {
  it('When a page has blocks in both languages, then each block is one record with both bodies as HTML, their Markdown and its date', () => {
    const { records, problems } = load({
      'example-visa/intro.es.md': '---\nupdated: 2026-11-24\n---\nLa **VAWA** protege.',
      'example-visa/intro.en.md': '---\nupdated: 2026-11-24\n---\n**VAWA** protects.',
    });
    expect(problems).toEqual([]);
    expect(records.find((r) => r.source_key === 'example-visa/intro')).toEqual({
      source_key: 'example-visa/intro',
      page_key: 'example-visa',
      block: 'intro',
      body_es: '<p>La <strong>VAWA</strong> protege.</p>',
      body_en: '<p><strong>VAWA</strong> protects.</p>',
      markdown_es: 'La **VAWA** protege.',
      markdown_en: '**VAWA** protects.',
      updated_on_es: '2026-11-24',
      updated_on_en: '2026-11-24',
    });
    const required = Object.keys(REQUIRED).map((file) => file.replace(/\.(es|en)\.md$/, ''));
    expect(records.map((r) => r.source_key).sort()).toEqual(
      [...new Set([...required, 'example-visa/intro'])].sort(),
    );
  });

  it('When a block is missing one language, then the problem names the missing file', () => {
    const { problems } = load({ 'example-visa/benefits.es.md': 'Beneficios.' });
    expect(problems).toEqual([
      'pages/example-visa/benefits.en.md: file is missing (every block needs both languages)',
    ]);
  });

  it('When a block is empty or only holds what the sanitizer removes, then it is refused', () => {
    const { problems } = load({
      'example-visa/intro.es.md': '---\nupdated: 2026-11-24\n---\n\n',
      'example-visa/intro.en.md': '<script>alert(1)</script>',
    });
    expect(problems).toEqual([
      'pages/example-visa/intro.es.md: the text is empty',
      'pages/example-visa/intro.en.md: the text is empty',
    ]);
  });

  it('When names break the rules, then the folder, the file and the front matter are named', () => {
    const { problems } = load({
      'Mala Pagina/body.es.md': 'x',
      'example-visa/body.md': 'x',
      'example-visa/intro.es.md': '---\nupdated: mañana\n---\nTexto.',
      'example-visa/intro.en.md': 'Text.',
    });
    expect(problems).toEqual([
      'pages/example-visa/body.md: only <block>.es.md and <block>.en.md files belong here (block names: lowercase words joined by hyphens)',
      'pages/example-visa/intro.es.md: updated: Invalid ISO date',
      'pages/Mala Pagina: only page folders belong here, named in lowercase words joined by hyphens',
    ]);
  });

  it('When headings lack an anchor or differ between languages, then each file says which', () => {
    const { problems } = load({
      'privacy/body.es.md': '# Título\n\n## Datos {#datos}\n\n## Derechos\n\nTexto.',
      'privacy/body.en.md': '## Data {#data}\n\nText.',
    });
    expect(problems).toEqual([
      'pages/privacy/body.es.md: start sections with "##" (the page already has its title)',
      'pages/privacy/body.es.md: heading "Derechos" needs an anchor: end it with {#some-words}',
      'pages/privacy/body.es.md: no heading with id {#data} (the other language has it)',
      'pages/privacy/body.en.md: no heading with id {#datos} (the other language has it)',
    ]);
  });

  it('When a page repeats an anchor, then it is refused; languages with different dates each keep their own (each is published on its own)', () => {
    const { problems, records } = load({
      'terms/body.es.md': '---\nupdated: 2026-11-24\n---\n## Uso {#uso}\n\nTexto.',
      'terms/body.en.md': '---\nupdated: 2026-11-20\n---\n## Use {#uso}\n\nText.',
      'terms/extra.es.md': '## Otra vez {#uso}\n\nTexto.',
      'terms/extra.en.md': '## Again {#uso}\n\nText.',
    });
    expect(problems).toEqual([
      'pages/terms: heading id {#uso} is used twice (one anchor per page)',
    ]);
    const body = records.find((r) => r.source_key === 'terms/body');
    expect([body?.updated_on_es, body?.updated_on_en]).toEqual(['2026-11-24', '2026-11-20']);
  });

  it('When a page the site shows is missing, then the import names it', () => {
    const { problems } = load({ 'terms/body.es.md': null, 'terms/body.en.md': null });
    expect(problems).toEqual([
      'pages/terms/body.es.md and body.en.md: missing (the site shows this text)',
    ]);
  });
});
