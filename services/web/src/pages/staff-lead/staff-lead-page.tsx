import type { ReactNode } from 'react';
import { useLocation } from '../../lib/site-router';
import type { TLocale } from '@firm/shared/i18n/locale';
import { getHref } from '@firm/shared/routes/route-map';
import { STATUS_NOTE_MAX_LENGTH, type TLeadDetail } from '@firm/shared/staff/inbox';
import type { TPageModule } from '../../app/page-types';
import { LeadBadges } from '../../features/staff/components/lead-badges';
import {
  StaffAlert,
  StaffSelect,
  StaffTextArea,
  staffFormStyles,
} from '../../features/staff/components/staff-form';
import { StaffPage } from '../../features/staff/components/staff-page';
import { postedErrorOf } from '../../features/staff/components/staff-posted-form';
import { statusLabel, statusOptions } from '../../features/staff/lead-status-copy';
import { staffHead } from '../../features/staff/staff-head';
import { FirmTime } from '../../features/staff/components/firm-time';
import { staffDataOf } from '../../features/staff/utils/staff-data';
import { DONE_PARAM } from '../../features/staff/utils/staff-post-result';
import { COPY, type TShownBatchField, type TShownLeadField } from './staff-lead-copy';
import styles from './staff-lead-page.module.css';

type TEntries = [string, ReactNode][];

/** The order and the columns of 'Lead details' (consent, attribution, keys and ids have their own places). */
const SHOWN_FIELDS: readonly TShownLeadField[] = [
  'id',
  'status',
  'received_at',
  'name',
  'phone',
  'email',
  'message',
  'form_variant',
  'section',
  'source',
  'situation',
  'married',
  'stay',
  'locale',
  'origin',
  'page_url',
  'client_time',
  'agent',
  'social_source',
  'lead_type',
  'conversation_link',
  'can_call_now',
  'pc_referral',
  'pc_video_call',
  'consent',
  'is_spam',
];

const BATCH_FIELDS: readonly TShownBatchField[] = [
  'id',
  'referrer_name',
  'referrer_phone',
  'referral_count',
  'received_at',
];

function text(value: unknown, locale: TLocale): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? COPY[locale].yes : COPY[locale].no;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function Fields({ entries }: { entries: TEntries }) {
  return (
    <dl className={styles.fields}>
      {entries.map(([name, value]) => (
        <div key={name} className={styles.pair}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A hidden anti-forgery token and the action of an inbox form posted to this page. */
function FormHidden({ token, action }: { token: string; action: string }) {
  return (
    <>
      <input type="hidden" name="_token" value={token} />
      <input type="hidden" name="action" value={action} />
    </>
  );
}

/**
 * One lead: every field, the consent record, attribution, the referral batch, the other leads with its
 * phone, the status form (posted to this page, with a note) and its history, and the delivery log with
 * the re-send button. The edge fetched it from leads-api with the member's cookie.
 */
export const page: TPageModule<TLeadDetail> = {
  loader: async ({ staffData }) => staffDataOf<TLeadDetail>(staffData),
  head: ({ locale }) => staffHead(COPY[locale]),
  Page: ({ locale, data, shell }) => {
    const copy = COPY[locale];
    const { pathname, search } = useLocation();
    const done = new URLSearchParams(search).get(DONE_PARAM) ?? '';
    const posted =
      shell.staffPost?.form === 'lead-status' || shell.staffPost?.form === 'lead-resend'
        ? shell.staffPost
        : null;
    const { lead, consent } = data;
    const leadHref = (id: number) => getHref('staffLead', locale, { id: String(id) });
    const shown = (name: string, value: unknown): ReactNode => {
      if (name === 'received_at' && typeof value === 'string')
        return <FirmTime iso={value} locale={locale} />;
      if (name === 'status' && typeof value === 'string') return statusLabel(locale, value);
      return text(value, locale);
    };
    const entries: TEntries = SHOWN_FIELDS.map((name) => [
      copy.fields[name],
      shown(name, (lead as Record<string, unknown>)[name]),
    ]);
    if (data.enteredBy)
      entries.push([copy.enteredBy, text(data.enteredBy.name || data.enteredBy.email, locale)]);
    const attribution = Object.entries((data.attribution ?? {}) as Record<string, unknown>);
    const batch = data.referralBatch as Record<string, unknown> | null;
    return (
      <StaffPage heading={lead.name || `#${lead.id}`}>
        <a href={getHref('staffLeads', locale)} className={styles.back}>
          ← {copy.back}
        </a>
        <div className={styles.top}>
          <LeadBadges locale={locale} status={lead.status} duplicate={data.samePhone.length > 0} />
          <span className={styles.muted}>#{lead.id}</span>
        </div>
        {posted ? <StaffAlert tone="error">{posted.message}</StaffAlert> : null}
        {!posted && copy.done[done] ? (
          <StaffAlert tone="success">{copy.done[done]}</StaffAlert>
        ) : null}
        {data.samePhone.length ? (
          <StaffAlert tone="info">
            {copy.samePhone}{' '}
            {data.samePhone.map((other, index) => (
              <span key={other.id}>
                {index ? ', ' : ''}
                <a href={leadHref(other.id)}>
                  {other.name || `#${other.id}`} (
                  <FirmTime iso={other.received_at} locale={locale} format="short" />)
                </a>
              </span>
            ))}
          </StaffAlert>
        ) : null}

        <div className={styles.columns}>
          <div>
            <Card id="status-heading" title={copy.statusHeading}>
              <form
                method="post"
                action={pathname}
                className={`${staffFormStyles.form} ${styles.plainForm}`}
              >
                <FormHidden token={shell.csrfToken} action="status" />
                <StaffSelect
                  id="status"
                  name="status"
                  label={copy.status}
                  value={posted?.values.status || lead.status}
                  options={statusOptions(locale)}
                  error={postedErrorOf(posted, 'status')}
                />
                <StaffTextArea
                  id="note"
                  name="note"
                  label={copy.note}
                  hint={copy.noteHint}
                  value={posted?.values.note ?? ''}
                  maxLength={STATUS_NOTE_MAX_LENGTH}
                  error={postedErrorOf(posted, 'note')}
                />
                <div>
                  <button type="submit" className={staffFormStyles.button}>
                    {copy.change}
                  </button>
                </div>
              </form>
            </Card>
            <Card id="fields-heading" title={copy.fieldsHeading}>
              <Fields entries={entries} />
            </Card>
            <Card id="consent-heading" title={copy.consentHeading}>
              <Fields
                entries={[
                  [copy.consentGiven, text(consent.given, locale)],
                  [
                    copy.consentText,
                    <div
                      className={styles.consentText}
                      tabIndex={0}
                      key="text"
                      role="region"
                      aria-label={copy.consentText}
                    >
                      {text(consent.text, locale)}
                    </div>,
                  ],
                  [copy.consentVersion, text(consent.version, locale)],
                  [copy.consentHash, text(consent.sha256, locale)],
                  [
                    copy.consentAt,
                    consent.at ? <FirmTime iso={consent.at} locale={locale} /> : '—',
                  ],
                  [copy.consentIp, text(consent.ip, locale)],
                  [copy.consentAgent, text(consent.userAgent, locale)],
                ]}
              />
            </Card>
          </div>
          <div>
            <Card id="history-heading" title={copy.historyHeading}>
              {data.statusChanges.length ? (
                <ol className={styles.trail} data-testid="status-trail">
                  {data.statusChanges.map((change) => (
                    <li key={change.id}>
                      <strong>
                        {copy.change_(
                          statusLabel(locale, change.from_status),
                          statusLabel(locale, change.to_status),
                        )}
                      </strong>
                      <div className={styles.muted}>
                        <FirmTime iso={change.at} locale={locale} />{' '}
                        {copy.by(change.actor_name || change.actor_email || '—')}
                      </div>
                      {change.note ? <div>{change.note}</div> : null}
                    </li>
                  ))}
                </ol>
              ) : (
                <p>{copy.noHistory}</p>
              )}
            </Card>
            <Card id="deliveries-heading" title={copy.deliveriesHeading}>
              {data.deliveries.length ? (
                <ol className={styles.trail} data-testid="delivery-log">
                  {data.deliveries.map((delivery) => (
                    <li key={delivery.id}>
                      <strong>
                        {copy.kind[delivery.kind] ?? delivery.kind}
                        {delivery.resend ? ` · ${copy.resent}` : ''}
                      </strong>
                      <div className={styles.muted}>
                        <FirmTime iso={delivery.sent_at} locale={locale} />
                      </div>
                      <div>{delivery.kind === 'webhook' ? delivery.target : delivery.detail}</div>
                    </li>
                  ))}
                </ol>
              ) : (
                <p>{copy.noDeliveries}</p>
              )}
              {data.resends.length ? (
                <p className={styles.muted}>{copy.resendsAsked(data.resends.length)}</p>
              ) : null}
              <form method="post" action={pathname} className={styles.resend}>
                <FormHidden token={shell.csrfToken} action="resend" />
                <button type="submit" className={staffFormStyles.secondary}>
                  {copy.resend}
                </button>
              </form>
            </Card>
            <Card id="attribution-heading" title={copy.attributionHeading}>
              {attribution.length ? (
                <Fields entries={attribution.map(([name, value]) => [name, text(value, locale)])} />
              ) : (
                <p>{copy.none}</p>
              )}
            </Card>
            {batch ? (
              <Card id="referral-heading" title={copy.referralHeading}>
                <Fields
                  entries={BATCH_FIELDS.map((name) => [
                    copy.batchFields[name],
                    shown(name, batch[name]),
                  ])}
                />
              </Card>
            ) : null}
          </div>
        </div>
      </StaffPage>
    );
  },
};
