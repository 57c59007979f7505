import type { TLeadWithReferrer } from '@firm/shared/leads/stored-lead';
import { getHref } from '@firm/shared/routes/route-map';
import { leadSummary, type TSummarySection } from './lead-summary';

/** The rendered intake e-mail. */
export type TIntakeEmail = { subject: string; text: string; html: string };

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const safeHref = (href: string): string | undefined =>
  /^(https?:|mailto:|tel:)/i.test(href) ? href : undefined;

function renderText(title: string, sections: TSummarySection[]): string {
  const blocks = sections.map(
    (section) =>
      `${section.heading}\n${'-'.repeat(section.heading.length)}\n${section.lines.map((l) => `${l.label}: ${l.value}`).join('\n')}`,
  );
  return `${title}\n\n${blocks.join('\n\n')}\n`;
}

// One style sheet instead of inline styles on every cell keeps the message small.
const STYLE =
  'body{font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#111}h1{font-size:20px}' +
  'h2{font-size:16px;margin:20px 0 6px}th,td{padding:4px 12px 4px 0;vertical-align:top;text-align:left}' +
  'th{color:#555;font-weight:600;white-space:nowrap}';

function renderHtml(title: string, sections: TSummarySection[]): string {
  const body = sections
    .map((section) => {
      const rows = section.lines
        .map((line) => {
          const href = line.href ? safeHref(line.href) : undefined;
          const value = escapeHtml(line.value).replace(/\n/g, '<br>');
          const shown = href ? `<a href="${escapeHtml(href)}">${value}</a>` : value;
          return `<tr><th>${escapeHtml(line.label)}</th><td>${shown}</td></tr>`;
        })
        .join('');
      return `<h2>${escapeHtml(section.heading)}</h2><table role="presentation">${rows}</table>`;
    })
    .join('');
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

/**
 * The intake notification of one lead, in Spanish, as HTML and plain text: every field, the
 * form, page, source and attribution, the consent record and a link to the lead in the staff
 * inbox. All user content is escaped.
 */
export function composeIntakeEmail(lead: TLeadWithReferrer, staffInboxUrl: string): TIntakeEmail {
  // the lead's page in the staff area (/staff/prospectos/{id}), under the configured base of the area
  const leadPath = getHref('staffLead', 'es', { id: encodeURIComponent(String(lead.id)) }).replace(
    /^\/staff/,
    '',
  );
  const inboxLink = `${staffInboxUrl.replace(/\/+$/, '')}${leadPath}`;
  const kind = lead.origin === 'referral' ? 'Nuevo referido' : 'Nuevo prospecto';
  const title = `${kind} #${lead.id}: ${lead.name}`;
  const subject = `${title}${lead.section ? ` — ${lead.section}` : ''}`;
  const sections = leadSummary(lead, inboxLink);
  return { subject, text: renderText(title, sections), html: renderHtml(title, sections) };
}
