/**
 * What the staff e-mails (the intake e-mail, the first-contact alerts) share: the site's design tokens
 * written out, one fluid column for a phone, 48-px buttons, escaping, and the document around a body.
 */
import escapeHtml from 'escape-html';

// The site's design tokens (services/web/src/styles/tokens.css), written out: mail clients read
// neither custom properties nor, some of them, a <style> sheet, so every style is inline.
export const INK = '#17202b';
export const MUTED = '#4a5566';
export const NAVY = '#12314f';
export const WHATSAPP = '#0b7a3e';
export const ACCENT = '#b4480f';
export const ACCENT_SOFT = '#fbeee4';
export const ALERT = '#b3261e';
export const ALERT_SOFT = '#fdecea';
const SAND = '#f4f1ea';
/** Rules between sections. */
export const RULE = '#e7e1d5';

// One column up to 600 px, fluid below; long unbroken values (a hash, a URL) wrap anywhere.
const SHEET =
  `max-width:600px;margin:0 auto;padding:20px 16px;background:#ffffff;color:${INK};` +
  'font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;' +
  'overflow-wrap:anywhere;word-break:break-word;';
// 12 + 20 + 12 px and a 2 px border: 48 px tall, a comfortable thumb target.
const BUTTON =
  'display:inline-block;min-width:96px;margin:0 8px 8px 0;padding:12px 16px;border-radius:8px;' +
  'font-size:16px;line-height:20px;font-weight:bold;text-align:center;text-decoration:none;';
/** A button filled with a colour, white text. */
export const FILLED = (color: string) =>
  `background:${color};color:#ffffff;border:2px solid ${color};`;
/** A white button outlined in navy. */
export const OUTLINED = `background:#ffffff;color:${NAVY};border:2px solid ${NAVY};`;
/** A section heading under a rule. */
export const HEADING = `margin:28px 0 8px;padding-top:16px;border-top:1px solid ${RULE};font-size:18px;line-height:1.3;`;
/** A small muted label above its value. */
export const LABEL = `display:block;font-size:14px;color:${MUTED};`;

/** A text escaped for HTML, its line breaks kept. */
export const text = (value: string): string => escapeHtml(value).replace(/\r?\n/g, '<br>');

/** A link drawn as a button (`colours`: {@link FILLED} or {@link OUTLINED}). */
export function button(label: string, href: string, colours: string): string {
  return `<a href="${escapeHtml(href)}" style="${BUTTON}${colours}">${text(label)}</a>`;
}

/**
 * The whole message around a body already escaped: a phone's viewport, light only; in Spanish unless
 * `lang` says otherwise (the acknowledgment goes in the lead's language).
 */
export function mailDocument(subject: string, body: string, lang: 'es' | 'en' = 'es'): string {
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="color-scheme" content="light"><title>${text(subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:${SAND};"><div style="${SHEET}">${body}</div></body></html>`
  );
}
