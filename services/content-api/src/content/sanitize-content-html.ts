import sanitizeHtml from 'sanitize-html';
import { MEDIA_PATH_PREFIX } from '@firm/shared/routes/api-paths';

const YOUTUBE_EMBED = /^https:\/\/www\.youtube(-nocookie)?\.com\/embed\/[\w-]{6,20}(\?[\w=&;-]*)?$/;
const ANCHOR_ID = /^[a-z][a-z0-9-]{0,80}$/;
const MEDIA_SRC = new RegExp(
  `^${MEDIA_PATH_PREFIX.replace(/\//g, '\\/')}[A-Za-z0-9][A-Za-z0-9._-]*$`,
);

/** True for an absolute http(s) link, which leaves the site. */
function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'iframe',
  ],
  allowedAttributes: {
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    h5: ['id'],
    h6: ['id'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube.com', 'www.youtube-nocookie.com'],
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  // Whatever sits inside these is dropped with them, never shown as text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'svg',
    'math',
    'template',
    'object',
    'embed',
    'title',
    'head',
  ],
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const attrs: Record<string, string> = { href };
      if (attribs.title) attrs.title = attribs.title;
      if (isExternal(href)) {
        attrs.target = '_blank';
        attrs.rel = 'noopener noreferrer';
      }
      return { tagName, attribs: attrs };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    iframe: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    ...Object.fromEntries(
      ['h2', 'h3', 'h4', 'h5', 'h6'].map((tag) => [
        tag,
        (tagName: string, attribs: sanitizeHtml.Attributes) => ({
          tagName,
          attribs: attribs.id && ANCHOR_ID.test(attribs.id) ? { id: attribs.id } : {},
        }),
      ]),
    ),
  },
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !MEDIA_SRC.test(frame.attribs.src ?? '')) ||
    (frame.tag === 'iframe' && !YOUTUBE_EMBED.test(frame.attribs.src ?? '')),
};

/**
 * Cleans HTML written for the site (blog bodies, attorney biographies, testimonials) down to the
 * allowlist: headings with anchor ids, text, lists, links (external ones open in a new tab with
 * `rel="noopener noreferrer"`), images from the media path, tables and YouTube embeds. Scripts,
 * event handlers, `javascript:`/`data:` URLs, styles and SVG/MathML are removed.
 */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
