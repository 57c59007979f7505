import type { TAckView } from './ack-view';

/**
 * The acknowledgment as plain text, in the order of the HTML; the WhatsApp link on a line of its
 * own (a phone's mail app makes it tappable).
 */
export function renderAckText(view: TAckView): string {
  const blocks = [
    [view.firm.name],
    [view.greeting],
    [view.intro],
    [view.call, ...view.hours.map((line) => `- ${line.days}, ${line.hours}`), view.zone],
    [view.haveAtHandHeading, ...view.haveAtHand.map((item) => `- ${item}`)],
    view.whatsapp ? [view.whatsapp.line, view.whatsapp.href] : [],
    [view.notAdvice],
    [`${view.firm.name} · ${view.firm.email}`],
  ];
  return `${blocks
    .filter((lines) => lines.length > 0)
    .map((lines) => lines.join('\n'))
    .join('\n\n')}\n`;
}
