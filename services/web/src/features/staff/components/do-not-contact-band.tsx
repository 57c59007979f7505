import type { TLocale } from '@firm/shared/i18n/locale';
import type { TDoNotContactView } from '@firm/shared/leads/do-not-contact';
import { ERASED_TEXT } from '@firm/shared/privacy/erasure';
import { formatFirmShort } from '@firm/shared/staff/firm-time';
import { DNC_COPY } from '../do-not-contact-copy';
import styles from './contact-care-band.module.css';

/**
 * The reason of a mark in words: the member's, or — for a person whose data was erased since (the
 * erasure removed the reason with the rest) — a sentence saying so.
 */
export function dncReasonText(mark: TDoNotContactView, locale: TLocale): string {
  return mark.reason === ERASED_TEXT ? DNC_COPY[locale].erasedReason : (mark.reason ?? '');
}

/** Props of {@link DoNotContactBand}. */
export type TDoNotContactBandProps = {
  locale: TLocale;
  mark: TDoNotContactView;
  /** compact: an inbox card or row (no explaining line). @defaultValue 'full' */
  size?: 'full' | 'compact';
};

/**
 * The red "No contactar" band of a marked lead (issue 31 §1): since when and why, or that the person
 * answered a text with STOP (texts close, calls stay open).
 */
export function DoNotContactBand({ locale, mark, size = 'full' }: TDoNotContactBandProps) {
  const copy = DNC_COPY[locale];
  return (
    <div className={styles.band} data-size={size} data-testid="do-not-contact" role="note">
      <p className={styles.title}>{copy.marked}</p>
      <p className={styles.intro}>{mark.byText ? copy.byText : dncReasonText(mark, locale)}</p>
      <p className={styles.intro}>{copy.since(formatFirmShort(mark.at, locale))}</p>
      {size === 'full' && !mark.byText ? <p className={styles.intro}>{copy.explain}</p> : null}
    </div>
  );
}

/**
 * The channels a "do not contact" mark closes, each with its reason: every one when a member or a
 * request marked it; none when the person only answered a text with STOP (those close through the
 * lead's answers, `contactPreferencesFollowed`).
 */
export function doNotContactBlocks(
  mark: TDoNotContactView | null,
  locale: TLocale,
): Partial<Record<'call' | 'whatsapp' | 'text' | 'email', string>> {
  if (!mark || mark.byText) return {};
  const reason = `${DNC_COPY[locale].marked}: ${dncReasonText(mark, locale)}`;
  return { call: reason, whatsapp: reason, text: reason, email: reason };
}
