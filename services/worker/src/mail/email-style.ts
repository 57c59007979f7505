import escapeHtml from 'escape-html';

// The site's design tokens (services/web/src/styles/tokens.css), written out: mail clients read
// neither custom properties nor, some of them, a <style> sheet, so every style is inline.
/** Body text. */
export const INK = '#17202b';
/** Secondary text (7.4:1 on white). */
export const MUTED = '#4a5566';
export const NAVY = '#12314f';
export const WHATSAPP = '#0b7a3e';
export const ACCENT = '#b4480f';
export const ACCENT_SOFT = '#fbeee4';
/** The red of the "Contacto con precaución" band. */
export const DANGER = '#a61b1b';
export const DANGER_SOFT = '#fdecec';
/** The page around the sheet. */
export const SAND = '#f4f1ea';
/** Rules between sections. */
export const RULE = '#e7e1d5';

// One column up to 600 px, fluid below; long unbroken values (a hash, a URL) wrap anywhere.
const SHEET =
  `max-width:600px;margin:0 auto;padding:20px 16px;background:#ffffff;color:${INK};` +
  'font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;' +
  'overflow-wrap:anywhere;word-break:break-word;';

/** 12 + 20 + 12 px and a 2 px border: 48 px tall, a comfortable thumb target. */
export const BUTTON =
  'display:inline-block;min-width:96px;margin:0 8px 8px 0;padding:12px 16px;border-radius:8px;' +
  'font-size:16px;line-height:20px;font-weight:bold;text-align:center;text-decoration:none;';

/** A filled button's colours. */
export const FILLED = (color: string) =>
  `background:${color};color:#ffffff;border:2px solid ${color};`;

/**
 * An e-mail's HTML document made for a phone first: viewport, light scheme, one column on sand.
 * @param lang - the language of the text
 * @param title - the subject (escaped here)
 * @param body - the sheet's HTML, every value in it already escaped
 */
export function emailDocument(lang: string, title: string, body: string): string {
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="color-scheme" content="light"><title>${escapeHtml(title)}</title></head>` +
    `<body style="margin:0;padding:0;background:${SAND};"><div style="${SHEET}">${body}</div></body></html>`
  );
}
