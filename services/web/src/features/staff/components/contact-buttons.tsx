import type { TLocale } from '@firm/shared/i18n/locale';
import {
  displayPhone,
  mailtoHref,
  smsHref,
  telHref,
  whatsappGreeting,
  whatsappHref,
} from '@firm/shared/contact/contact-links';
import { blockedByPreferences } from '@firm/shared/leads/contact-care';
import type { TContactPreferences } from '@firm/shared/leads/contact-preferences';
import type { TDoNotContactView } from '@firm/shared/leads/do-not-contact';
import { isUnsolicitedReferral } from '@firm/shared/leads/lead-flags';
import type { TStoredLead } from '@firm/shared/leads/stored-lead';
import type { TCallChannel } from '@firm/shared/staff/lead-timeline';
import { CONTACT_COPY } from '../contact-copy';
import styles from './contact-buttons.module.css';
import { doNotContactBlocks } from './do-not-contact-band';

/** The ways to reach a lead in one tap. */
export type TContactChannel = 'call' | 'whatsapp' | 'text' | 'email';

/**
 * The channels a list (inbox row or card, the staff home) keeps closed for a lead: a referred person
 * who did not ask to be contacted is reached only after reading the firm's rule on the lead's page;
 * the channels the lead refused stay closed too; a lead marked "do not contact" is reached on none.
 */
export function listContactBlocks(
  lead: Pick<TStoredLead, 'origin'> & {
    contactPreferences: TContactPreferences;
    doNotContact: TDoNotContactView | null;
  },
  locale: TLocale,
): Partial<Record<TContactChannel, string>> {
  const closed = doNotContactBlocks(lead.doNotContact, locale);
  if (closed.call) return closed;
  if (!isUnsolicitedReferral(lead)) return careContactBlocks(lead.contactPreferences, locale);
  const reason = CONTACT_COPY[locale].referralFirst;
  return { call: reason, whatsapp: reason, text: reason, email: reason };
}

/**
 * The channels a lead said no to (issue 29 §1), closed wherever its buttons are: calls when it is not
 * safe to call, WhatsApp and texts when they were not allowed.
 */
export function careContactBlocks(
  preferences: TContactPreferences,
  locale: TLocale,
): Partial<Record<TContactChannel, string>> {
  const { call, texts } = blockedByPreferences(preferences, locale);
  return {
    ...(call ? { call } : {}),
    ...(texts ? { whatsapp: texts, text: texts } : {}),
  };
}

/** Props of {@link ContactButtons}. */
export type TContactButtonsProps = {
  /** The member's language (the buttons' words). */
  locale: TLocale;
  lead: { name: string; phone: string; email: string | null; locale: TLocale };
  /** large: the lead page's first row; compact: a card or a table row. */
  size?: 'large' | 'compact';
  /** Pressing Llamar or WhatsApp (the lead page records a call begun). */
  onBegin?: (channel: TCallChannel) => void;
  /** Channels that may not be used, each with the reason shown in its place. */
  blocked?: Partial<Record<TContactChannel, string>>;
};

type TButton = {
  channel: TContactChannel;
  href: string | undefined;
  label: string;
  newTab: boolean;
};

/**
 * Llamar, WhatsApp, Texto and Correo for one lead, from the shared contact links (`tel:` and `sms:` in
 * E.164, `wa.me` with a greeting in the lead's language that names neither the firm nor immigration, a
 * `mailto:` to exactly one address), and the phone as people read it. A channel the lead may not be
 * reached on shows disabled with its reason; a phone that cannot be dialled offers no phone buttons.
 */
export function ContactButtons({
  locale,
  lead,
  size = 'compact',
  onBegin,
  blocked = {},
}: TContactButtonsProps) {
  const copy = CONTACT_COPY[locale];
  const firstName = lead.name.trim().split(/\s+/)[0] ?? '';
  const buttons: TButton[] = [
    { channel: 'call', href: telHref(lead.phone), label: copy.call, newTab: false },
    {
      channel: 'whatsapp',
      href: whatsappHref(lead.phone, whatsappGreeting(lead.locale, firstName)),
      label: copy.whatsapp,
      newTab: true,
    },
    { channel: 'text', href: smsHref(lead.phone), label: copy.text, newTab: false },
    {
      channel: 'email',
      href: lead.email ? mailtoHref(lead.email) : undefined,
      label: copy.email,
      newTab: false,
    },
  ];
  const dialable = buttons[0]!.href !== undefined;
  const begin = (channel: TContactChannel) =>
    channel === 'call'
      ? onBegin?.('phone')
      : channel === 'whatsapp'
        ? onBegin?.('whatsapp')
        : undefined;
  const shown = buttons.filter((button) => button.href !== undefined);
  const reasons = new Set(shown.map((button) => blocked[button.channel]));
  // every channel closed for one reason: that reason once, in place of a row of dead buttons
  const allClosedFor = reasons.size === 1 ? [...reasons][0] : undefined;
  return (
    <div className={`${styles.contact} ${size === 'large' ? styles.large : styles.compact}`}>
      <p className={styles.phone} data-testid="lead-phone">
        {displayPhone(lead.phone)}
      </p>
      {dialable ? null : <p className={styles.note}>{copy.noDialable}</p>}
      {allClosedFor ? (
        <p className={styles.note} data-testid="contact-closed">
          {allClosedFor}
        </p>
      ) : (
        <ContactRow
          label={copy.label(lead.name)}
          to={copy.to(lead.name)}
          buttons={shown}
          blocked={blocked}
          begin={begin}
        />
      )}
    </div>
  );
}

function ContactRow({
  label,
  to,
  buttons,
  blocked,
  begin,
}: {
  label: string;
  to: string;
  buttons: TButton[];
  blocked: Partial<Record<TContactChannel, string>>;
  begin: (channel: TContactChannel) => void;
}) {
  return (
    <ul className={styles.buttons} aria-label={label}>
      {buttons.map((button) => {
        const reason = blocked[button.channel];
        return (
          <li key={button.channel}>
            {reason ? (
              <span className={`${styles.button} ${styles.blocked}`} aria-disabled="true">
                {button.label}
                <span className={styles.reason}>{reason}</span>
              </span>
            ) : (
              <a
                className={`${styles.button} ${styles[button.channel] ?? ''}`}
                href={button.href}
                data-channel={button.channel}
                onClick={() => begin(button.channel)}
                {...(button.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {button.label}
                <span className="visually-hidden">{to}</span>
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
