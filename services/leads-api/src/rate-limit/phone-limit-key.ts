import { PHONE_MIN_DIGITS } from '@firm/shared/constants';
import { phoneKey } from '@firm/shared/forms/phone-key';

/**
 * The per-phone counter's key: the phone's canonical form (its last ten digits, so `+1 915…`,
 * `0915…` and `001915…` count together), or undefined for a phone too short to be valid.
 */
export function limitKeyOf(phone: unknown): string | undefined {
  const digits = typeof phone === 'string' ? phone.replace(/\D/g, '') : '';
  return digits.length >= PHONE_MIN_DIGITS ? phoneKey(digits) : undefined;
}
