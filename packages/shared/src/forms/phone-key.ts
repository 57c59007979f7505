/**
 * The one canonical form of a phone number for the per-phone limits and the staff inbox's
 * duplicate hint: its last ten digits. US and Mexican numbers both have ten national digits, so
 * every spelling of one number (`+1 915…`, `1 915…`, `001 915…`, `0915…`, `(915) …`; `+52 656…`,
 * `00 52 656…`, `52 1 656…` for a Mexican mobile) has one key; a shorter number keeps all its
 * digits. The SQL function `lead_phone_key` (migration 205) is the same rule: one test,
 * tests/integration/leads-api/phone-key.test.ts, feeds the same spellings through both.
 * @param phone - the phone as typed (any punctuation)
 * @returns '' when the text holds no digit
 */
export function phoneKey(phone: string): string {
  return phone.replace(/\D/g, '').slice(-10);
}
