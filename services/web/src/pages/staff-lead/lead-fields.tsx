import type { ReactNode } from 'react';
import { displayPhone } from '@firm/shared/contact/contact-links';
import { formLabel, seccionLabel } from '@firm/shared/forms/form-labels';
import { situationText } from '@firm/shared/forms/situations';
import type { TLocale } from '@firm/shared/i18n/locale';
import type { TLeadDetail } from '@firm/shared/staff/lead-detail';
import { LeadCard } from './lead-card';
import { COPY } from './staff-lead-copy';
import styles from './staff-lead-page.module.css';

type TFieldName = keyof (typeof COPY)['es']['fields'];

/** Label and value pairs; a pair with nothing to show is left out. */
export function FieldList({ entries }: { entries: [string, ReactNode][] }) {
  const shown = entries.filter(
    ([, value]) => value !== null && value !== undefined && value !== '',
  );
  return (
    <dl className={styles.fields}>
      {shown.map(([name, value]) => (
        <div key={name} className={styles.pair}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A link to a web address the lead or a member gave, shown as text when it is no http(s) address. */
function ExternalLink({ href }: { href: string }) {
  return /^https?:\/\//i.test(href) ? (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className={styles.wrap}>
      {href}
    </a>
  ) : (
    <span className={styles.wrap}>{href}</span>
  );
}

/**
 * What the lead told us, with plain labels in the member's language and values in words (the
 * situation, the form, the page — never their codes); empty fields are left out.
 */
export function LeadFields({ locale, detail }: { locale: TLocale; detail: TLeadDetail }) {
  const copy = COPY[locale];
  const { lead, enteredBy, referralBatch } = detail;
  const yesNo = (value: boolean | string | null) =>
    value === null
      ? null
      : value === true || value === 'yes' || value === 'si'
        ? copy.yes
        : copy.no;
  // a lead typed in by staff carries the member's notes where a visitor's carries a message
  const typedIn = lead.origin === 'social_media';
  const text = lead.message ? <span className={styles.message}>{lead.message}</span> : null;
  const fields: Record<TFieldName, ReactNode> = {
    message: typedIn ? null : text,
    notes: typedIn ? text : null,
    situation: lead.situation ? situationText(lead.situation, locale) : null,
    form: formLabel(lead.formVariant, locale),
    seccion: lead.section ? seccionLabel(lead.section, locale) : null,
    email: lead.email,
    married: yesNo(lead.married),
    stay: yesNo(lead.stay),
    source: lead.source,
    language: copy.languages[lead.locale] ?? lead.locale,
    origin: copy.origins[lead.origin],
    page: lead.pageUrl ? <ExternalLink href={lead.pageUrl} /> : null,
    agent: lead.agent,
    socialSource: lead.socialSource,
    leadType: lead.leadType ? (copy.leadTypes[lead.leadType] ?? lead.leadType) : null,
    conversationLink: lead.conversationLink ? <ExternalLink href={lead.conversationLink} /> : null,
    canCallNow: yesNo(lead.canCallNow),
    pcReferral: yesNo(lead.pcReferral),
    pcVideoCall: yesNo(lead.pcVideoCall),
    enteredBy: enteredBy ? enteredBy.name || enteredBy.email : null,
    referredBy: referralBatch
      ? copy.referredBy(referralBatch.referrerName, displayPhone(referralBatch.referrerPhone))
      : null,
  };
  return (
    <LeadCard id="fields-heading" title={copy.fieldsHeading}>
      <FieldList
        entries={(Object.keys(fields) as TFieldName[]).map((name) => [
          copy.fields[name],
          fields[name],
        ])}
      />
    </LeadCard>
  );
}
