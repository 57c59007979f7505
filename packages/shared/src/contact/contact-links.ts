/**
 * One-tap contact links for the people who call a lead back (issue 27 §1): the staff lead page, the
 * inbox cards and the intake e-mail build them here, from the phone and e-mail exactly as the lead
 * typed them. Every link is built from encoded parts: whatever a stored value holds, it cannot add a
 * header (`?cc=`, `&body=`) or another recipient to a `mailto:`, nor anything but digits to a `tel:`.
 */

/** A lead's phone in international form, and which of the firm's two countries it belongs to. */
export type TIntlPhone = {
  /** `+` and the digits: `+19155550123`, `+526561234567`. */
  e164: string;
  /** `US` for the North American plan (+1), `MX` for +52, `other` for any other country code. */
  country: 'US' | 'MX' | 'other';
  /** The national number: 10 digits for US and Mexican numbers. */
  national: string;
};

const NATIONAL_DIGITS = 10;

/**
 * Reads a phone as typed into its international form. The site is a US firm's: ten digits are a US
 * number (a Mexican number must carry its 52, as the forms' hints ask); `1` + ten digits is US;
 * `52` + ten digits (or `52 1` + ten, the old Mexican mobile prefix, which is dropped) is Mexican;
 * an international prefix (`+`, `00`, `011`) keeps whatever country code follows it.
 * @param phone - the phone as the lead typed it (any punctuation)
 * @returns undefined when the digits make no dialable number (fewer than ten, or a long number with
 *   no international prefix)
 */
export function internationalPhone(phone: string): TIntlPhone | undefined {
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, '');
  let international = trimmed.startsWith('+');
  if (!international && digits.startsWith('011')) {
    digits = digits.slice(3);
    international = true;
  } else if (!international && digits.startsWith('00')) {
    digits = digits.slice(2);
    international = true;
  }
  if (digits.length === NATIONAL_DIGITS && !international) return us(digits);
  if (digits.length === NATIONAL_DIGITS + 1 && digits.startsWith('1')) return us(digits.slice(1));
  if (digits.length === NATIONAL_DIGITS + 2 && digits.startsWith('52')) return mx(digits.slice(2));
  if (digits.length === NATIONAL_DIGITS + 3 && digits.startsWith('521')) return mx(digits.slice(3));
  if (international && digits.length >= 8 && digits.length <= 15) {
    return { e164: `+${digits}`, country: 'other', national: digits };
  }
  return undefined;
}

function us(national: string): TIntlPhone {
  return { e164: `+1${national}`, country: 'US', national };
}

function mx(national: string): TIntlPhone {
  return { e164: `+52${national}`, country: 'MX', national };
}

/**
 * The phone as people read it: `(915) 555-0123` for a US number, `+52 656 123 4567` for a Mexican
 * one, `+` and the digits for another country; the text as typed when it is no dialable number.
 */
export function displayPhone(phone: string): string {
  const intl = internationalPhone(phone);
  if (!intl) return phone.trim();
  const n = intl.national;
  if (intl.country === 'US') return `(${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6)}`;
  if (intl.country === 'MX') return `+52 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`;
  return intl.e164;
}

/** A `tel:` link in E.164 (`tel:+19155550123`); undefined when the phone is not dialable. */
export function telHref(phone: string): string | undefined {
  const intl = internationalPhone(phone);
  return intl ? `tel:${intl.e164}` : undefined;
}

/** An `sms:` link in E.164; undefined when the phone is not dialable. */
export function smsHref(phone: string): string | undefined {
  const intl = internationalPhone(phone);
  return intl ? `sms:${intl.e164}` : undefined;
}

/**
 * A WhatsApp chat link (`https://wa.me/<digits>?text=…`), with a first message the member can still
 * edit before sending it.
 * @param phone - the lead's phone as typed
 * @param text - the prefilled message (encoded here); omitted, the chat opens empty
 * @returns undefined when the phone is not dialable
 */
export function whatsappHref(phone: string, text?: string): string | undefined {
  const intl = internationalPhone(phone);
  if (!intl) return undefined;
  const base = `https://wa.me/${intl.e164.slice(1)}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/**
 * A `mailto:` link to exactly one address: its local part and domain percent-encoded (RFC 6068),
 * so `?`, `&`, `%`, `,` and quotes are data, never link syntax.
 * @returns undefined unless the address has exactly one `@` with text on both sides
 */
export function mailtoHref(address: string): string | undefined {
  const trimmed = address.trim();
  const at = trimmed.indexOf('@');
  if (at < 1 || at !== trimmed.lastIndexOf('@') || at === trimmed.length - 1) return undefined;
  const local = encodeURIComponent(trimmed.slice(0, at));
  const domain = encodeURIComponent(trimmed.slice(at + 1));
  return `mailto:${local}@${domain}`;
}

/**
 * The WhatsApp greeting a member starts a chat with, in the lead's language. It names neither the
 * firm nor immigration: the phone may be shared with someone the lead must not alert, and the member
 * says who is writing once the right person answers.
 * @param firstName - the lead's first name ('' leaves it out)
 */
export function whatsappGreeting(locale: 'en' | 'es', firstName: string): string {
  const name = firstName.trim();
  if (locale === 'en') {
    return `Hi${name ? ` ${name}` : ''}, we are writing in reply to the message you sent us. Is this a good time to talk?`;
  }
  return `Hola${name ? `, ${name}` : ''}. Le escribimos en respuesta al mensaje que nos envió. ¿Es buen momento para hablar?`;
}
