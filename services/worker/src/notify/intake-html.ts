import escapeHtml from 'escape-html';
import type { TContactAction } from './contact-actions';
import type { TDetailGroup, TDetailLine } from './intake-details';
import type { TIntakeView, TNotice } from './intake-view';
import {
  ACCENT,
  ACCENT_SOFT,
  ALERT,
  ALERT_SOFT,
  FILLED,
  INK,
  HEADING,
  LABEL,
  MUTED,
  NAVY,
  OUTLINED,
  WHATSAPP,
  button,
  mailDocument,
  text,
} from './mail-style';

const BUTTON_COLOURS: Record<TContactAction['kind'], string> = {
  call: FILLED(NAVY),
  whatsapp: FILLED(WHATSAPP),
  sms: OUTLINED,
  email: OUTLINED,
};

function line(item: TDetailLine): string {
  const value = item.href
    ? `<a href="${escapeHtml(item.href)}" style="color:${NAVY};">${text(item.value)}</a>`
    : text(item.value);
  return `<p style="margin:0 0 10px;"><span style="${LABEL}">${text(item.label)}</span>${value}</p>`;
}

function notice(item: TNotice): string {
  const lines = item.lines
    .map(
      (l) => `<p style="margin:6px 0 0;">${text(l.label)}: <strong>${text(l.value)}</strong></p>`,
    )
    .join('');
  const [edge, ground, ink] =
    item.tone === 'caution' ? [ALERT, ALERT_SOFT, ALERT] : [ACCENT, ACCENT_SOFT, INK];
  return (
    `<div role="note" style="margin:16px 0 0;padding:12px 14px;border-left:6px solid ${edge};background:${ground};">` +
    `<p style="margin:0;font-size:18px;font-weight:bold;color:${ink};">${text(item.title)}</p>` +
    `<p style="margin:6px 0 0;">${text(item.body)}</p>${lines}</div>`
  );
}

function group(item: TDetailGroup): string {
  return `<h2 style="${HEADING}">${text(item.heading)}</h2>${item.lines.map(line).join('')}`;
}

/**
 * The intake e-mail's HTML, laid out for a phone first (viewport, one fluid column, 16 px text,
 * buttons 48 px tall): the name and situation, the bands to read first, the phone with its
 * buttons, the message and the form's other answers, the button to the lead's page, then the details. Every value is escaped
 * here, and every link was built from encoded parts.
 */
export function renderIntakeHtml(view: TIntakeView, subject: string): string {
  const contact = [
    `<p style="margin:24px 0 4px;font-size:22px;font-weight:bold;">${text(view.phone)}</p>`,
    view.email ? `<p style="margin:0 0 4px;">${text(view.email)}</p>` : '',
    view.contactClosed
      ? `<p style="margin:0 0 4px;font-weight:bold;color:${ALERT};">${text(view.contactClosed)}</p>`
      : view.actions.some((action) => action.kind === 'call')
        ? ''
        : `<p style="margin:0 0 4px;color:${MUTED};">Este número no se puede marcar tal como está; revíselo.</p>`,
    `<p style="margin:12px 0 0;">${view.actions
      .map((action) => button(action.label, action.href, BUTTON_COLOURS[action.kind]))
      .join('')}</p>`,
  ];
  const body = [
    `<p style="margin:0;font-size:14px;color:${MUTED};">${text(view.kicker)}</p>`,
    `<h1 style="margin:4px 0 0;font-size:26px;line-height:1.25;">${text(view.name)}</h1>`,
    view.situation
      ? `<p style="margin:6px 0 0;font-size:18px;"><span style="color:${MUTED};">Situación:</span> ${text(view.situation)}</p>`
      : '',
    `<p style="margin:6px 0 0;font-size:14px;color:${MUTED};">Recibido: ${text(view.received)}</p>`,
    ...view.notices.map(notice),
    ...contact,
    view.message
      ? `<h2 style="${HEADING}">Mensaje</h2><p style="margin:0;">${text(view.message)}</p>`
      : '',
    view.facts.length > 0 ? group({ heading: 'Datos del caso', lines: view.facts }) : '',
    `<p style="margin:28px 0 0;">${button(view.leadLink.label, view.leadLink.href, FILLED(ACCENT))}</p>`,
    ...view.details.map(group),
  ];
  return mailDocument(subject, body.join(''));
}
