import { createHmac } from 'node:crypto';
import { phoneKey } from '../../forms/phone-key';
import { emailKey } from '../../leads/do-not-contact';

/** The stubs' hash secret of a local run (`npm start` generates its own; a cluster sets its own). */
export const DEV_PRIVACY_HASH_SECRET = 'local-privacy-hash-secret-not-for-production';

/**
 * The keyed hash of a contact, as a conflict stub keeps it (issue 31 §3): HMAC-SHA256 with the server's
 * `PRIVACY_HASH_SECRET` of the channel and the contact's canonical key — the phone's last ten digits
 * (`phoneKey`, the SQL `lead_phone_key`) or the e-mail in lower case (`emailKey`, `lead_email_key`) —
 * so `+1 (915) 555-0142` and `915-555-0142` hash alike. Without the secret the hash cannot be checked
 * against a list of phone numbers.
 */
export function contactHash(secret: string, channel: 'phone' | 'email', key: string): string {
  return createHmac('sha256', secret).update(`${channel}:${key}`).digest('hex');
}

/** The hashes of a lead's phone and e-mail (null where it has none). */
export function leadContactHashes(
  secret: string,
  lead: { phone: string; email: string | null },
): { phone: string | null; email: string | null } {
  const phone = phoneKey(lead.phone);
  const email = lead.email ? emailKey(lead.email) : '';
  return {
    phone: phone ? contactHash(secret, 'phone', phone) : null,
    email: email ? contactHash(secret, 'email', email) : null,
  };
}

/** The keyed hashes of a lead's phone and e-mail as a list (none for a lead with neither). */
export function leadContactHashList(
  secret: string,
  lead: { phone: string; email: string | null },
): string[] {
  const { phone, email } = leadContactHashes(secret, lead);
  return [phone, email].filter((hash): hash is string => hash !== null);
}
