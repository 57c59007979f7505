/**
 * The links of the intake e-mail, built from encoded parts: whatever a stored address or phone holds
 * (leads stored before the address check was tightened too), it cannot add headers (`?cc=`, `&body=`)
 * or another recipient to a `mailto:`, nor anything but digits to a `tel:`.
 */

/**
 * A `mailto:` link to exactly one address: its local part and domain percent-encoded
 * (RFC 6068), so `?`, `&`, `%`, `,` and quotes are data, never link syntax.
 * @returns undefined unless the address has exactly one `@` with text on both sides
 */
export function mailtoHref(address: string): string | undefined {
  const at = address.indexOf('@');
  if (at < 1 || at !== address.lastIndexOf('@') || at === address.length - 1) return undefined;
  const local = encodeURIComponent(address.slice(0, at));
  const domain = encodeURIComponent(address.slice(at + 1));
  return `mailto:${local}@${domain}`;
}

/**
 * A `tel:` link of the phone's digits.
 * @returns undefined when it has none
 */
export function telHref(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  return digits ? `tel:${digits}` : undefined;
}
