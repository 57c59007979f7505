import type { ReactNode } from 'react';
import { formLabel, seccionLabel } from '@firm/shared/forms/form-labels';
import type { TLocale } from '@firm/shared/i18n/locale';
import { formatFirmShort } from '@firm/shared/staff/firm-time';
import type { TTimelineEntry } from '@firm/shared/staff/lead-timeline';
import { FirmTime } from '../../features/staff/components/firm-time';
import { statusLabel } from '../../features/staff/lead-status-copy';
import { PRIVACY_COPY } from './privacy-copy';
import { TIMELINE_COPY } from './timeline-copy';
import styles from './staff-lead-page.module.css';

/** A page address as people read it: its path, or the text as stored when it is no URL. */
function pathOf(url: string): string {
  try {
    return decodeURI(new URL(url).pathname);
  } catch {
    return url;
  }
}

/** What an entry says: its title and, below, its details. */
function describe(entry: TTimelineEntry, locale: TLocale): { title: string; body?: ReactNode } {
  const copy = TIMELINE_COPY[locale];
  switch (entry.kind) {
    case 'received': {
      const where = entry.seccion ? ` · ${seccionLabel(entry.seccion, locale)}` : '';
      return {
        title: copy.received(formLabel(entry.form, locale)) + where,
        body: entry.pageUrl ? copy.from(pathOf(entry.pageUrl)) : undefined,
      };
    }
    case 'delivery':
      return {
        title: copy.delivery[entry.channel] + (entry.resend ? copy.resent : ''),
        // the acknowledgment's record holds nothing a member needs (its Message-ID)
        body:
          entry.channel === 'webhook'
            ? entry.target
            : entry.channel === 'ack_email'
              ? undefined
              : (entry.detail ?? undefined),
      };
    case 'resend':
      return { title: copy.resend };
    case 'status':
      return {
        title: copy.status(statusLabel(locale, entry.from), statusLabel(locale, entry.to)),
        body: entry.note || undefined,
      };
    case 'note':
      return { title: copy.note, body: entry.body };
    case 'call':
      return {
        title: `${copy.call[entry.channel]}: ${copy.outcomes[entry.outcome]}`,
        body: (
          <>
            {entry.startedAt ? (
              <span className={styles.muted}>
                {copy.began(formatFirmShort(entry.startedAt, locale))}
              </span>
            ) : null}
            {entry.note ? <span className={styles.entryText}>{entry.note}</span> : null}
          </>
        ),
      };
    case 'call-draft':
      return { title: `${copy.draft[entry.channel]} — ${copy.draftOpen}` };
    case 'follow-up':
      return {
        title: copy.followUp(formatFirmShort(entry.dueAt, locale)),
        body: (
          <>
            {entry.note ? <span className={styles.entryText}>{entry.note}</span> : null}
            {entry.doneAt && entry.doneReason ? (
              <span className={styles.muted}>
                {copy.followUpDone[entry.doneReason](formatFirmShort(entry.doneAt, locale))}
              </span>
            ) : null}
          </>
        ),
      };
    case 'assigned':
      return {
        title: copy.assigned(entry.to.name),
        body: entry.from ? copy.assignedFrom(entry.from.name) : undefined,
      };
    case 'text':
      return { title: copy.text[entry.purpose], body: entry.body };
    case 'do-not-contact':
      return { title: copy.doNotContact[entry.action], body: entry.reason };
    case 'correction': {
      const privacy = PRIVACY_COPY[locale];
      return {
        title: privacy.entry(privacy.fields[entry.field]),
        body: (
          <>
            <span className={styles.entryText}>
              {privacy.was}: {entry.before || privacy.empty}
            </span>
            <span className={styles.entryText}>
              {privacy.now}: {entry.after || privacy.empty}
            </span>
            <span className={styles.muted}>{privacy.reasonOf(entry.reason)}</span>
          </>
        ),
      };
    }
  }
}

/**
 * The lead's timeline, newest first: how it came in, deliveries, status changes, notes, calls (and calls
 * begun without an outcome), re-sends — each with when (El Paso time) and who.
 */
export function LeadTimelineView({
  locale,
  entries,
}: {
  locale: TLocale;
  entries: TTimelineEntry[];
}) {
  const copy = TIMELINE_COPY[locale];
  if (!entries.length) return <p>{copy.empty}</p>;
  return (
    <>
      <p className={styles.muted}>{copy.zone}</p>
      <ol className={styles.timeline} data-testid="timeline">
        {entries.map((entry) => {
          const { title, body } = describe(entry, locale);
          const who =
            entry.kind === 'received' && entry.actor
              ? copy.enteredBy(entry.actor.name || entry.actor.email)
              : entry.actor
                ? copy.by(entry.actor.name || entry.actor.email)
                : null;
          return (
            <li
              key={entry.key}
              className={`${styles.entry} ${entry.kind === 'call-draft' ? styles.openEntry : ''}`}
              data-kind={entry.kind}
            >
              <strong>{title}</strong>
              <span className={styles.muted}>
                <FirmTime iso={entry.at} locale={locale} format="short" />
                {who ? ` · ${who}` : ''}
              </span>
              {typeof body === 'string' ? <span className={styles.entryText}>{body}</span> : body}
            </li>
          );
        })}
      </ol>
    </>
  );
}
