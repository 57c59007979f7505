import type { TLocale } from '@firm/shared/i18n/locale';
import { formName } from '@firm/shared/forms/form-labels';
import type {
  TExportEvent,
  TExportLead,
  TPrivacyExport,
} from '@firm/shared/privacy/privacy-export';
import type { TClock } from '@firm/shared/server/clock';
import type { Pool } from '@firm/shared/server/db';
import { phoneKey } from '@firm/shared/forms/phone-key';
import { checkedLeadId, leadNotFound } from '../inbox/lead-id';
import { insertPrivacyAudit } from './privacy-audit.repository';
import {
  findPersonLeads,
  listPersonCallClicks,
  listPersonDeliveries,
  listPersonEvents,
  type TExportEventRow,
  type TExportLeadRow,
} from './privacy-export.repository';
import { describeEvent } from './privacy-export-words';

/** What the export reads. */
export type TPrivacyExportDeps = { pool: Pool; clock: TClock };

// The columns the person gave or the site recorded about them, as the export lists them.
const FIELDS = [
  'name',
  'email',
  'phone',
  'message',
  'situation',
  'married',
  'stay',
  'section',
  'page_url',
  'source',
  'client_time',
  'consent',
  'consent_version',
  'contact_call',
  'contact_call_hours',
  'contact_voicemail',
  'contact_texts',
  'do_not_contact_at',
  'do_not_contact_reason',
  'status',
  'ip',
  'user_agent',
] as const satisfies readonly (keyof TExportLeadRow)[];

function fieldsOf(row: TExportLeadRow): TExportLead['fields'] {
  const fields: TExportLead['fields'] = {};
  for (const name of FIELDS) {
    const value = row[name];
    fields[name] = value instanceof Date ? value.toISOString() : value;
  }
  return fields;
}

function events(rows: TExportEventRow[], leadId: number, locale: TLocale): TExportEvent[] {
  return rows
    .filter((row) => row.lead_id === leadId)
    .map((row) => ({
      at: row.at.toISOString(),
      kind: row.kind,
      detail: describeEvent(row, locale),
    }));
}

/**
 * Everything the firm holds about the person of a lead: that lead and every lead with its phone key or
 * e-mail, each with its fields, attribution, consent record, history (no staff names, no internal
 * notes) and deliveries; the phone-link clicks from the same browser. In the language of the lead asked
 * for. Audited (who exported which lead, how many leads).
 * @throws AppError not_found (404) for an unknown lead
 */
export async function privacyExport(
  deps: TPrivacyExportDeps,
  input: { actorId: number; leadId: number; format: 'json' | 'html'; locale: TLocale },
): Promise<TPrivacyExport> {
  const id = checkedLeadId(input.leadId, input.locale);
  const rows = await findPersonLeads(deps.pool, id);
  const asked = rows.find((row) => row.id === id);
  if (!asked) leadNotFound(input.locale);
  const ids = rows.map((row) => row.id);
  const [eventRows, deliveries, clicks] = await Promise.all([
    listPersonEvents(deps.pool, ids),
    listPersonDeliveries(deps.pool, ids),
    listPersonCallClicks(deps.pool, {
      devices: rows.flatMap((row) =>
        row.ip && row.user_agent ? [{ ip: row.ip, userAgent: row.user_agent }] : [],
      ),
      firstSeen: rows.flatMap((row) =>
        row.attribution.first_seen ? [row.attribution.first_seen] : [],
      ),
    }),
  ]);
  const locale = asked.locale;
  await insertPrivacyAudit(deps.pool, {
    actorId: input.actorId,
    action: 'lead.exported',
    leadId: id,
    detail: { format: input.format, leads: ids.length, callClicks: clicks.length },
  });
  return {
    generatedAt: new Date(deps.clock.now()).toISOString(),
    locale,
    matchedBy: { phoneKey: phoneKey(asked.phone), email: asked.email?.toLowerCase() ?? null },
    leads: rows.map((row) => ({
      id: row.id,
      receivedAt: row.received_at.toISOString(),
      form: formName(row.form_variant, locale),
      locale: row.locale,
      fields: fieldsOf(row),
      attribution: row.attribution,
      consent: row.consent_sha256
        ? {
            sha256: row.consent_sha256,
            version: row.consent_version,
            locale: row.consent_locale,
            body: row.consent_body,
            agreedAt: row.received_at.toISOString(),
          }
        : null,
      timeline: events(eventRows, row.id, locale),
      deliveries: deliveries
        .filter((delivery) => delivery.lead_id === row.id)
        .map((delivery) => ({
          at: delivery.sent_at.toISOString(),
          kind: delivery.kind,
          target: delivery.kind === 'webhook' ? 'webhook' : delivery.target,
        })),
    })),
    callClicks: clicks.map((click) => ({
      at: click.occurred_at.toISOString(),
      pageUrl: click.page_url,
      source: click.source,
      attribution: click.attribution,
    })),
  };
}
