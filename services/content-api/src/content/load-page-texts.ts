import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_TEXT_BLOCKS, PAGE_TEXT_NAME } from '@firm/shared/content/page-text';
import type { TPageTextRecord } from './content-bundle';
import { ZPageTextFrontMatterSchema } from './content-schemas';
import { parseFrontMatter } from './front-matter';
import { htmlHeadings } from './html-headings';
import { renderMarkdown } from './markdown';
import { validate, type TProblems } from './read-content-file';
import { sanitizeContentHtml } from './sanitize-content-html';

const BLOCK_FILE = /^(.+)\.(es|en)\.md$/;

/** One language of a block, rendered and checked. */
type TBlockFile = { html: string; ids: string[]; updated: string | null; markdown: string };

/** A block's Markdown as the page shows it, and what the rules find wrong with it. */
export type TBlockCheck = {
  html: string;
  /** The ids of its headings, in order. */
  ids: string[];
  /** A `#` title was written (the page has its own). */
  levelOne: boolean;
  /** The texts of its `##` headings without an anchor. */
  withoutAnchor: string[];
};

/**
 * Renders a block's Markdown (the one pipeline of the site) and checks the page-text rules: no `#`
 * title, every `##` heading with an anchor. The import and the studio both check blocks with it.
 */
export function checkBlockMarkdown(markdown: string): TBlockCheck {
  const rendered = renderMarkdown(markdown);
  const html = sanitizeContentHtml(rendered);
  const headings = htmlHeadings(html);
  return {
    html,
    ids: headings.flatMap((h) => (h.id ? [h.id] : [])),
    levelOne: /<h1[\s>]/.test(rendered),
    withoutAnchor: headings.filter((h) => h.level === 2 && !h.id).map((h) => h.text),
  };
}

const visible = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .sort((a, b) => a.name.localeCompare(b.name));

/** Reads `<block>.<lang>.md`: optional front matter, then Markdown rendered and sanitized. */
function readBlockFile(root: string, file: string, problems: TProblems): TBlockFile | undefined {
  const full = path.join(root, file);
  if (!existsSync(full)) {
    problems.push(`${file}: file is missing (every block needs both languages)`);
    return undefined;
  }
  let markdown = readFileSync(full, 'utf8');
  let front: unknown = {};
  if (/^---\r?\n/.test(markdown)) {
    try {
      ({ data: front, body: markdown } = parseFrontMatter(markdown));
    } catch (error) {
      problems.push(`${file}: ${(error as Error).message}`);
      return undefined;
    }
  }
  const data = validate(ZPageTextFrontMatterSchema, front ?? {}, file, problems);
  const { html, ids, levelOne, withoutAnchor } = checkBlockMarkdown(markdown);
  if (levelOne) {
    problems.push(`${file}: start sections with "##" (the page already has its title)`);
  }
  if (html === '') {
    problems.push(`${file}: the text is empty`);
    return undefined;
  }
  for (const heading of withoutAnchor) {
    problems.push(`${file}: heading "${heading}" needs an anchor: end it with {#some-words}`);
  }
  if (!data) return undefined;
  return { html, ids, updated: data.updated ?? null, markdown };
}

/**
 * Reads both languages of a block and checks their anchors agree. Each language keeps its own "last
 * updated" date: the studio publishes each language on its own.
 */
function loadBlock(
  root: string,
  page: string,
  block: string,
  problems: TProblems,
): TPageTextRecord | undefined {
  const folder = `pages/${page}`;
  const es = readBlockFile(root, `${folder}/${block}.es.md`, problems);
  const en = readBlockFile(root, `${folder}/${block}.en.md`, problems);
  if (!es || !en) return undefined;
  for (const [lang, own, other] of [
    ['es', es, en],
    ['en', en, es],
  ] as const) {
    const missing = other.ids.filter((id) => !own.ids.includes(id));
    if (missing.length > 0) {
      problems.push(
        `${folder}/${block}.${lang}.md: no heading with id ${missing.map((id) => `{#${id}}`).join(', ')} (the other language has it)`,
      );
    }
  }
  return {
    source_key: `${page}/${block}`,
    page_key: page,
    block,
    markdown_es: es.markdown,
    markdown_en: en.markdown,
    body_es: es.html,
    body_en: en.html,
    updated_on_es: es.updated,
    updated_on_en: en.updated,
  };
}

/** The blocks of a page are shown together: one anchor names one heading of the page. */
function checkUniqueAnchors(page: string, records: TPageTextRecord[], problems: TProblems): void {
  const ids = records.flatMap((record) =>
    htmlHeadings(record.body_es).flatMap((heading) => (heading.id ? [heading.id] : [])),
  );
  for (const id of new Set(ids.filter((id, i) => ids.indexOf(id) !== i))) {
    problems.push(`pages/${page}: heading id {#${id}} is used twice (one anchor per page)`);
  }
}

/** The block names of a page folder (from `<block>.<lang>.md`); anything else is a problem. */
function blockNames(root: string, page: string, problems: TProblems): string[] {
  const folder = `pages/${page}`;
  const blocks = new Set<string>();
  for (const entry of visible(path.join(root, folder))) {
    const block = BLOCK_FILE.exec(entry.name)?.[1];
    if (!entry.isFile() || !block || !PAGE_TEXT_NAME.test(block)) {
      problems.push(
        `${folder}/${entry.name}: only <block>.es.md and <block>.en.md files belong here (block names: lowercase words joined by hyphens)`,
      );
    } else blocks.add(block);
  }
  if (blocks.size === 0) problems.push(`${folder}: no text; add <block>.es.md and <block>.en.md`);
  return [...blocks];
}

/**
 * Reads every `pages/<page>/<block>.<lang>.md`: each block in both languages, Markdown rendered
 * and sanitized, every `##` heading with an anchor, the same anchors in both languages, and every
 * block the site shows ({@link PAGE_TEXT_BLOCKS}) present.
 */
export function loadPageTexts(root: string, problems: TProblems): TPageTextRecord[] {
  const dir = path.join(root, 'pages');
  const records: TPageTextRecord[] = [];
  const found = new Set<string>();
  for (const entry of existsSync(dir) ? visible(dir) : []) {
    if (!entry.isDirectory() || !PAGE_TEXT_NAME.test(entry.name)) {
      problems.push(
        `pages/${entry.name}: only page folders belong here, named in lowercase words joined by hyphens`,
      );
      continue;
    }
    const page: TPageTextRecord[] = [];
    for (const block of blockNames(root, entry.name, problems)) {
      found.add(`${entry.name}/${block}`);
      const record = loadBlock(root, entry.name, block, problems);
      if (record) page.push(record);
    }
    checkUniqueAnchors(entry.name, page, problems);
    records.push(...page);
  }
  for (const [page, blocks] of Object.entries(PAGE_TEXT_BLOCKS)) {
    for (const block of blocks.filter((b) => !found.has(`${page}/${b}`))) {
      problems.push(
        `pages/${page}/${block}.es.md and ${block}.en.md: missing (the site shows this text)`,
      );
    }
  }
  return records;
}
