import type { TLocale } from '@firm/shared/i18n/locale';
import {
  displayPhone,
  mailtoHref,
  smsHref,
  telHref,
  whatsappGreeting,
  whatsappHref,
} from '@firm/shared/contact/contact-links';
import type { TCallChannel } from '@firm/shared/staff/lead-timeline';
import { CONTACT_COPY } from '../contact-copy';
import styles from './contact-buttons.module.css';

/** The ways to reach a lead in one tap. */
export type TContactChannel = 'call' | 'whatsapp' | 'text' | 'email';

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
  return (
    <div className={`${styles.contact} ${size === 'large' ? styles.large : styles.compact}`}>
      <p className={styles.phone} data-testid="lead-phone">
        {displayPhone(lead.phone)}
      </p>
      {dialable ? null : <p className={styles.note}>{copy.noDialable}</p>}
      <ul className={styles.buttons} aria-label={copy.label(lead.name)}>
        {buttons
          .filter((button) => button.href !== undefined)
          .map((button) => {
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
                    <span className="visually-hidden">{copy.to(lead.name)}</span>
                  </a>
                )}
              </li>
            );
          })}
      </ul>
    </div>
  );
}
