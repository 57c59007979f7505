import type { TDetailGroup } from './intake-details';
import type { TIntakeView } from './intake-view';

const heading = (title: string): string => `${title}\n${'-'.repeat(title.length)}`;

function group(item: TDetailGroup): string {
  return [heading(item.heading), ...item.lines.map((l) => `${l.label}: ${l.value}`)].join('\n');
}

/**
 * The intake e-mail as plain text, in the order of the HTML: who, the bands to read first, the
 * phone with one link per line (a phone's mail app makes each tappable), the message and the
 * form's other answers, the lead's page, then the details.
 */
export function renderIntakeText(view: TIntakeView): string {
  const blocks = [
    [
      view.kicker,
      view.name,
      view.situation ? `Situación: ${view.situation}` : '',
      `Recibido: ${view.received}`,
    ],
    ...view.notices.map((notice) => [
      `*** ${notice.title} ***`,
      notice.body,
      ...notice.lines.map((l) => `${l.label}: ${l.value}`),
    ]),
    [
      `Teléfono: ${view.phone}`,
      view.contactClosed ?? '',
      ...view.actions
        .filter((action) => action.kind !== 'email')
        // the bare chat link: the greeting's encoded text would be a line of %20s here
        .map((action) => `${action.label}: ${action.href.replace(/\?.*$/, '')}`),
      view.email ? `Correo: ${view.email}` : '',
    ],
    view.message ? [heading('Mensaje'), view.message] : [],
    view.facts.length > 0 ? [group({ heading: 'Datos del caso', lines: view.facts })] : [],
    [`${view.leadLink.label}: ${view.leadLink.href}`],
    ...view.details.map((item) => [group(item)]),
  ];
  return `${blocks
    .map((lines) => lines.filter((l) => l !== '').join('\n'))
    .filter((block) => block !== '')
    .join('\n\n')}\n`;
}
