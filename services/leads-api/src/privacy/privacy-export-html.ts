import escapeHtml from 'escape-html';
import type { TLocale } from '@firm/shared/i18n/locale';
import type { TExportLead, TPrivacyExport } from '@firm/shared/privacy/privacy-export';
import { formatFirmDateTime } from '@firm/shared/staff/firm-time';
import { deliveryWord, fieldLabel, statusWord } from './privacy-export-words';

const WORDS = {
  es: {
    title: 'Los datos personales que tenemos sobre usted',
    intro:
      'Esta es una copia de toda la información que nuestra oficina guarda sobre usted, como la pidió. Incluye cada formulario que nos envió con el mismo teléfono o correo electrónico, lo que pasó con él, el consentimiento que aceptó y los clics en nuestro número de teléfono desde su navegador.',
    generated: 'Preparado el',
    received: 'Recibido el',
    fields: 'Lo que nos dio o registró el sitio',
    attribution: 'Cómo llegó a nuestro sitio',
    consent: 'Consentimiento que aceptó',
    history: 'Historial',
    deliveries: 'Avisos enviados sobre su formulario',
    clicks: 'Clics en nuestro teléfono',
    none: 'Nada registrado.',
    yes: 'Sí',
    no: 'No',
    print: 'Para guardarla como PDF, use Imprimir en su navegador.',
  },
  en: {
    title: 'The personal data we hold about you',
    intro:
      'This is a copy of all the information our office keeps about you, as you asked. It includes every form you sent us with the same phone number or e-mail address, what happened with it, the consent you agreed to, and the clicks on our phone number from your browser.',
    generated: 'Prepared on',
    received: 'Received on',
    fields: 'What you gave us or the site recorded',
    attribution: 'How you came to our site',
    consent: 'Consent you agreed to',
    history: 'History',
    deliveries: 'Notices sent about your form',
    clicks: 'Clicks on our phone number',
    none: 'Nothing recorded.',
    yes: 'Yes',
    no: 'No',
    print: 'To save it as a PDF, use Print in your browser.',
  },
} as const;

const SHEET = `
body{font-family:Georgia,'Times New Roman',serif;color:#17202b;max-width:48rem;margin:0 auto;padding:1.5rem 1rem;line-height:1.5}
h1{font-size:1.6rem;line-height:1.25}h2{font-size:1.25rem;margin-top:2rem;border-top:2px solid #12314f;padding-top:.75rem}
h3{font-size:1.05rem;margin:1.25rem 0 .5rem}
dl{display:grid;grid-template-columns:minmax(8rem,14rem) 1fr;gap:.25rem 1rem;margin:0}
dt{color:#4a5566}dd{margin:0;overflow-wrap:anywhere;white-space:pre-wrap}
ul{padding-left:1.25rem}li{margin:.25rem 0;overflow-wrap:anywhere}
.note{color:#4a5566}blockquote{margin:.5rem 0;padding:.5rem 1rem;border-left:4px solid #e7e1d5;white-space:pre-wrap}
@media print{body{max-width:none;padding:0;font-size:11pt}.no-print{display:none}h2{break-after:avoid}section{break-inside:avoid-page}a{color:inherit;text-decoration:none}}
`;

const esc = (value: string): string => escapeHtml(value);

function value(raw: string | boolean | null, locale: TLocale): string {
  if (raw === null || raw === '') return '—';
  if (typeof raw === 'boolean') return WORDS[locale][raw ? 'yes' : 'no'];
  return /^\d{4}-\d{2}-\d{2}T/.test(raw) ? formatFirmDateTime(raw, locale) : raw;
}

function list(items: string[], locale: TLocale): string {
  return items.length
    ? `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`
    : `<p class="note">${WORDS[locale].none}</p>`;
}

function pairs(entries: [string, string][], locale: TLocale): string {
  if (!entries.length) return `<p class="note">${WORDS[locale].none}</p>`;
  return `<dl>${entries.map(([key, text]) => `<dt>${esc(key)}</dt><dd>${esc(text)}</dd>`).join('')}</dl>`;
}

function leadSection(lead: TExportLead, locale: TLocale): string {
  const words = WORDS[locale];
  const when = (iso: string) => esc(formatFirmDateTime(iso, locale));
  const consent = lead.consent
    ? `<p>${esc(lead.consent.version ?? '')} · SHA-256 ${esc(lead.consent.sha256)}</p>${
        lead.consent.body ? `<blockquote>${esc(lead.consent.body)}</blockquote>` : ''
      }`
    : `<p class="note">${words.none}</p>`;
  return `<section>
<h2>${esc(lead.form)} · ${words.received} ${when(lead.receivedAt)}</h2>
<h3>${words.fields}</h3>
${pairs(
  Object.entries(lead.fields).map(([name, raw]) => [
    fieldLabel(name, locale),
    name === 'status' && typeof raw === 'string' ? statusWord(raw, locale) : value(raw, locale),
  ]),
  locale,
)}
<h3>${words.attribution}</h3>
${pairs(Object.entries(lead.attribution), locale)}
<h3>${words.consent}</h3>
${consent}
<h3>${words.history}</h3>
${list(
  lead.timeline.map((event) => `${when(event.at)} — ${esc(event.detail)}`),
  locale,
)}
<h3>${words.deliveries}</h3>
${list(
  lead.deliveries.map(
    (delivery) => `${when(delivery.at)} — ${esc(deliveryWord(delivery.kind, locale))}`,
  ),
  locale,
)}
</section>`;
}

/**
 * The access export as a page the person can read in their language (the lead's), printable to PDF:
 * a print sheet, no script, nothing loaded from elsewhere.
 */
export function privacyExportHtml(data: TPrivacyExport): string {
  const { locale } = data;
  const words = WORDS[locale];
  const clicks = data.callClicks.map(
    (click) =>
      `${esc(formatFirmDateTime(click.at, locale))} — ${esc(click.pageUrl ?? '—')}${
        click.source ? ` (${esc(click.source)})` : ''
      }`,
  );
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${words.title}</title>
<style>${SHEET}</style>
</head>
<body>
<main>
<h1>${words.title}</h1>
<p>${words.intro}</p>
<p class="note">${words.generated} ${esc(formatFirmDateTime(data.generatedAt, locale))}</p>
<p class="note no-print">${words.print}</p>
${data.leads.map((lead) => leadSection(lead, locale)).join('\n')}
<section>
<h2>${words.clicks}</h2>
${list(clicks, locale)}
</section>
</main>
</body>
</html>`;
}
