import type { TLocale } from '@firm/shared/i18n/locale';
import type { TStaffAuditEntry } from '@firm/shared/staff/staff-identity';
import { FirmTime } from '../../features/staff/components/firm-time';
import { COPY } from './staff-accounts-copy';
import styles from './staff-accounts-page.module.css';

/** The latest account changes: when, whose account, what, by whom (or the command line). */
export function AccountsAudit({ locale, audit }: { locale: TLocale; audit: TStaffAuditEntry[] }) {
  const copy = COPY[locale];
  return (
    <section aria-labelledby="audit-heading" className={styles.section}>
      <h2 id="audit-heading">{copy.auditHeading}</h2>
      {audit.length === 0 ? <p>{copy.auditEmpty}</p> : null}
      <ul className={styles.audit}>
        {audit.map((entry) => (
          <li key={entry.id}>
            <FirmTime iso={entry.at} locale={locale} /> — {entry.targetEmail}:{' '}
            {copy.actions[entry.action] ?? entry.action} {copy.by}{' '}
            {entry.actorEmail ?? copy.commandLine}
          </li>
        ))}
      </ul>
    </section>
  );
}
