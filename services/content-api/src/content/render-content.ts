import { renderMarkdown } from './markdown';
import { sanitizeContentHtml } from './sanitize-content-html';

/**
 * The firm's Markdown as the site shows it: rendered (`{#id}` headings) and cleaned to the allowlist.
 * The one pipeline of the import and the studio (saving, previewing, publishing), so a text is never
 * sanitized two ways.
 */
export function renderContentMarkdown(markdown: string): string {
  return sanitizeContentHtml(renderMarkdown(markdown));
}
