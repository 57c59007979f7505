import {
  button,
  FILLED,
  mailDocument,
  MUTED,
  NAVY,
  RULE,
  text,
  WHATSAPP,
} from '../notify/mail-style';
import type { TAckView } from './ack-view';

const P = 'margin:0 0 14px;';

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
        `<p style="${P}">${button(view.whatsapp.label, view.whatsapp.href, FILLED(WHATSAPP))}</p>`
      : '',
    `<p style="margin:24px 0 0;padding-top:14px;border-top:1px solid ${RULE};font-size:14px;color:${MUTED};">${text(view.notAdvice)}</p>`,
    `<p style="margin:10px 0 0;font-size:14px;color:${MUTED};">${text(view.firm.name)} · ${text(view.firm.email)}</p>`,
  ];
  return mailDocument(view.subject, body.join(''), view.locale);
}
