import escapeHtml from 'escape-html';
import { BUTTON, emailDocument, FILLED, MUTED, NAVY, RULE, WHATSAPP } from '../mail/email-style';
import type { TAckView } from './ack-view';

// The one button: WhatsApp, filled, without the intake buttons' minimum width and margins.
const CHAT_BUTTON = `${BUTTON}min-width:0;margin:0;${FILLED(WHATSAPP)}`;
const P = 'margin:0 0 14px;';

const text = (value: string): string => escapeHtml(value);

/**
 * The acknowledgment's HTML, one column made for a phone (viewport, 16 px text, a 48 px button):
 * the greeting and the call first, the office hours, what to have at hand, WhatsApp, then the
 * notice that it is not legal advice and who the firm is. Every value is escaped here.
 */
export function renderAckHtml(view: TAckView): string {
  const hours = view.hours
    .map((line) => `<li><strong>${text(line.days)}</strong>, ${text(line.hours)}</li>`)
    .join('');
  const body = [
    `<p style="margin:0 0 16px;font-size:16px;font-weight:bold;color:${NAVY};">${text(view.firm.name)}</p>`,
    `<p style="${P}font-size:18px;">${text(view.greeting)}</p>`,
    `<p style="${P}">${text(view.intro)}</p>`,
    `<p style="margin:0 0 6px;font-weight:bold;">${text(view.call)}</p>`,
    `<ul style="margin:0 0 4px;padding-left:20px;">${hours}</ul>`,
    `<p style="${P}font-size:14px;color:${MUTED};">${text(view.zone)}</p>`,
    `<h2 style="margin:20px 0 6px;font-size:18px;line-height:1.3;color:${NAVY};">${text(view.haveAtHandHeading)}</h2>`,
    `<ul style="margin:0 0 14px;padding-left:20px;">${view.haveAtHand.map((item) => `<li>${text(item)}</li>`).join('')}</ul>`,
    view.whatsapp
      ? `<p style="margin:20px 0 8px;">${text(view.whatsapp.line)}</p>` +
        `<p style="${P}"><a href="${escapeHtml(view.whatsapp.href)}" style="${CHAT_BUTTON}">${text(view.whatsapp.label)}</a></p>`
      : '',
    `<p style="margin:24px 0 0;padding-top:14px;border-top:1px solid ${RULE};font-size:14px;color:${MUTED};">${text(view.notAdvice)}</p>`,
    `<p style="margin:10px 0 0;font-size:14px;color:${MUTED};">${text(view.firm.name)} · ${text(view.firm.email)}</p>`,
  ];
  return emailDocument(view.locale, view.subject, body.join(''));
}
