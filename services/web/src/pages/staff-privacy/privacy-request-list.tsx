import { useLocation } from '../../lib/site-router';
import type { TLocale } from '@firm/shared/i18n/locale';
import { staffPrivacyLeadPath } from '@firm/shared/routes/staff-paths';
import { PRIVACY_TEXT_MAX, type TPrivacyRequestView } from '@firm/shared/privacy/privacy-requests';
import {
  StaffField,
  StaffSelect,
  StaffTextArea,
  staffFormStyles,
} from '../../features/staff/components/staff-form';
import { COPY, dayInWords } from './staff-privacy-copy';
import styles from './staff-privacy-page.module.css';

type TListProps = {
  locale: TLocale;
  token: string;
  open: TPrivacyRequestView[];
  closed: TPrivacyRequestView[];
};

/** One request: its number, kind, due date (overdue or soon in words, not colour only), leads. */
function RequestItem({
  locale,
  token,
  request,
}: {
  locale: TLocale;
  token: string;
  request: TPrivacyRequestView;
}) {
  const copy = COPY[locale];
  const { pathname } = useLocation();
  const tone =
    request.urgency === 'overdue' ? styles.overdue : request.urgency === 'soon' ? styles.soon : '';
  const flag =
    request.urgency === 'overdue' ? copy.overdue : request.urgency === 'soon' ? copy.soon : null;
  const field = (name: string) => `request-${request.id}-${name}`;
  return (
    <li className={`${styles.request} ${tone}`} data-testid={`privacy-request-${request.id}`}>
      <h3>
        {copy.number(request.id)} · {copy.kinds[request.kind]} · {copy.statuses[request.status]}
      </h3>
      <p className={styles.meta}>
        {flag ? <span className={styles.flag}>{flag} · </span> : null}
        {copy.due(dayInWords(request.currentDueOn, locale))}{' '}
        {request.extendedTo ? copy.extendedNote(dayInWords(request.dueOn, locale)) : null}
      </p>
      <p className={styles.meta}>
        {copy.received(dayInWords(request.receivedOn, locale))} · {copy.channels[request.channel]} ·{' '}
        {request.requester}
      </p>
      <h4>{copy.leads}</h4>
      {request.leads.length ? (
        <ul>
          {request.leads.map((lead) =>
            lead.leadId === null ? null : (
              <li key={lead.leadId}>
                {lead.name} (#{lead.leadId}) ·{' '}
                <a
                  href={staffPrivacyLeadPath(lead.leadId, 'export.html')}
                  target="_blank"
                  rel="noopener"
                >
                  {copy.exportLead(lead.leadId)}
                </a>
              </li>
            ),
          )}
        </ul>
      ) : (
        <p>{copy.noLeads}</p>
      )}
      {request.closedAt ? null : (
        <details className={styles.details}>
          <summary>{copy.updateHeading}</summary>
          <form method="post" action={pathname} className={staffFormStyles.form}>
            <input type="hidden" name="_token" value={token} />
            <input type="hidden" name="action" value="update" />
            <input type="hidden" name="request_id" value={request.id} />
            <StaffSelect
              id={field('status')}
              label={copy.status}
              name="status"
              value=""
              options={[
                { value: '', label: copy.keepStatus },
                { value: 'done', label: copy.statuses.done },
                { value: 'refused', label: copy.statuses.refused },
              ]}
            />
            <StaffTextArea
              id={field('outcome')}
              label={copy.outcome}
              name="outcome"
              value={request.outcome}
              maxLength={PRIVACY_TEXT_MAX.outcome}
            />
            <StaffField
              id={field('identity')}
              label={copy.identityCheck}
              name="identityCheck"
              defaultValue={request.identityCheck}
              maxLength={PRIVACY_TEXT_MAX.identityCheck}
            />
            {request.extendedTo ? null : (
              <>
                <StaffField
                  id={field('extend')}
                  label={copy.extendTo}
                  name="extendTo"
                  type="date"
                />
                <StaffField
                  id={field('reason')}
                  label={copy.extensionReason}
                  name="extensionReason"
                  maxLength={PRIVACY_TEXT_MAX.extensionReason}
                />
              </>
            )}
            <StaffField
              id={field('leads')}
              label={copy.addLeads}
              name="addLeadIds"
              inputMode="numeric"
            />
            <div>
              <button type="submit" className={staffFormStyles.button}>
                {copy.saveUpdate}
              </button>
            </div>
          </form>
        </details>
      )}
    </li>
  );
}

/** The open requests by due date, then the latest closed ones. */
export function PrivacyRequestList({ locale, token, open, closed }: TListProps) {
  const copy = COPY[locale];
  return (
    <>
      <section aria-labelledby="privacy-open-heading" className={styles.section}>
        <h2 id="privacy-open-heading">{copy.openHeading}</h2>
        {open.length ? (
          <ul className={styles.list} data-testid="privacy-open">
            {open.map((request) => (
              <RequestItem key={request.id} locale={locale} token={token} request={request} />
            ))}
          </ul>
        ) : (
          <p>{copy.noOpen}</p>
        )}
      </section>
      {closed.length ? (
        <section aria-labelledby="privacy-closed-heading" className={styles.section}>
          <h2 id="privacy-closed-heading">{copy.closedHeading}</h2>
          <ul className={styles.list}>
            {closed.map((request) => (
              <RequestItem key={request.id} locale={locale} token={token} request={request} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
