import { FIRM_TIME_ZONE } from '@firm/shared/staff/firm-time';
import { SPAM_STATUS, type TInboxFilter } from '@firm/shared/staff/inbox';

/** The status the staff see: a lead stored as spam (the honeypot) is 'Spam' whatever its column says. */
export const SHOWN_STATUS = `CASE WHEN l.is_spam THEN 'Spam' ELSE l.status END`;

/** A WHERE clause over `leads l` and its parameters. */
export type TFilterSql = { where: string; values: unknown[] };

/** Escapes LIKE's wildcards so a search for '50%' looks for those characters. */
function likeLiteral(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The SQL of the inbox's filters (the list, its count and the CSV export share it). Text is compared
 * folded (`inbox_fold`: lower case, no accents), phone digits against the stored digits; the date range
 * is read in the firm's time zone, `to` included.
 */
export function leadFilterSql(filter: TInboxFilter): TFilterSql {
  const values: unknown[] = [];
  const where: string[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  if (filter.spam === 'no') where.push('NOT l.is_spam');
  if (filter.spam === 'yes') where.push('l.is_spam');
  if (filter.status === SPAM_STATUS) where.push('l.is_spam');
  else if (filter.status) where.push(`(l.status = ${param(filter.status)} AND NOT l.is_spam)`);
  if (filter.owner === 'me') where.push(`l.owner_id = ${param(filter.viewerId ?? 0)}`);
  if (filter.form) where.push(`l.form_variant = ${param(filter.form)}`);
  if (filter.seccion)
    where.push(
      `inbox_fold(l.section) LIKE inbox_fold(${param(likeLiteral(filter.seccion))}) || '%'`,
    );
  if (filter.source) where.push(`l.source = ${param(filter.source)}`);
  if (filter.from || filter.to) {
    const zone = param(FIRM_TIME_ZONE);
    if (filter.from)
      where.push(`l.received_at >= (${param(filter.from)}::date)::timestamp AT TIME ZONE ${zone}`);
    if (filter.to)
      where.push(`l.received_at < (${param(filter.to)}::date + 1)::timestamp AT TIME ZONE ${zone}`);
  }
  if (filter.q) {
    const words = param(`%${likeLiteral(filter.q)}%`);
    const digits = filter.q.replace(/\D/g, '');
    const phone = digits.length >= 3 ? ` OR l.phone LIKE ${param(`%${digits}%`)}` : '';
    where.push(
      `(inbox_fold(l.name) LIKE inbox_fold(${words}) OR inbox_fold(l.email) LIKE inbox_fold(${words})${phone})`,
    );
  }
  return { where: where.length ? `WHERE ${where.join(' AND ')}` : '', values };
}
