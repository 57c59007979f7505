/**
 * How a lead said the firm may contact them: the safety questions of the humanitarian visa forms
 * (issue 29 §1). Every answer is optional: null is "not asked or not answered", never "yes".
 */
/** Whether it is safe to call: yes, no, or only at the hours the lead wrote. */
export const CALL_SAFETY = ['yes', 'no', 'hours'] as const;
export type TCallSafety = (typeof CALL_SAFETY)[number];

/** A lead's answers, as the staff API and the worker read them (no zod: staff pages read them). */
export type TContactPreferences = {
  call: TCallSafety | null;
  /** The safe hours, in the lead's words; only when `call` is 'hours'. */
  callHours: string | null;
  voicemail: boolean | null;
  /** Texts or WhatsApp. */
  texts: boolean | null;
};

/** The answers of a lead that was not asked (or answered nothing). */
export const NO_CONTACT_PREFERENCES: TContactPreferences = {
  call: null,
  callHours: null,
  voicemail: null,
  texts: null,
};

/** The `leads` columns that store the answers (infra/migrations/211_contact_safety.sql). */
export type TContactPreferenceColumns = {
  contact_call: TCallSafety | null;
  contact_call_hours: string | null;
  contact_voicemail: boolean | null;
  contact_texts: boolean | null;
};

/**
 * The answers of a stored lead.
 * @param row - its contact columns
 */
export function contactPreferencesOf(row: TContactPreferenceColumns): TContactPreferences {
  return {
    call: row.contact_call,
    callHours: row.contact_call === 'hours' ? row.contact_call_hours : null,
    voicemail: row.contact_voicemail,
    texts: row.contact_texts,
  };
}

/** Why a lead is "do not contact" after answering a text with an opt-out word (STOP, ALTO…). */
export const TEXT_OPT_OUT_REASON = 'text-stop';

/**
 * The answers as the team must follow them: a lead who answered a text with an opt-out word has said
 * no to texts and WhatsApp since, whatever the form said (the buttons close, the band says it).
 * @param row - its contact columns and its do-not-contact reason
 */
export function contactPreferencesFollowed(
  row: TContactPreferenceColumns & { do_not_contact_reason: string | null },
): TContactPreferences {
  const answers = contactPreferencesOf(row);
  return row.do_not_contact_reason === TEXT_OPT_OUT_REASON ? { ...answers, texts: false } : answers;
}

/**
 * The columns of a lead's answers.
 * @param preferences - the answers
 */
export function contactPreferenceColumns(
  preferences: TContactPreferences,
): TContactPreferenceColumns {
  return {
    contact_call: preferences.call,
    contact_call_hours: preferences.call === 'hours' ? preferences.callHours : null,
    contact_voicemail: preferences.voicemail,
    contact_texts: preferences.texts,
  };
}

/**
 * Whether the lead limited how it may be contacted: no calls or only at certain hours, no
 * voicemail, or no texts.
 * @param preferences - the answers
 */
export function limitsContact(preferences: TContactPreferences): boolean {
  return (
    preferences.call === 'no' ||
    preferences.call === 'hours' ||
    preferences.voicemail === false ||
    preferences.texts === false
  );
}
