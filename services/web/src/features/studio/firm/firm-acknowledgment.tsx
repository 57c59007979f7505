import type { TAcknowledgmentTexts } from '@firm/shared/content/acknowledgment-texts';
import styles from '../components/post-editor.module.css';
import firmStyles from './firm-editor.module.css';
import { FIRM_COPY } from './firm-copy';
import { FirmText, type TFirmSectionProps } from './firm-field';

type TKey = keyof TAcknowledgmentTexts;
const PAIRS = [
  'subject',
  'intro',
  'call',
  'call_hours',
  'call_none',
  'have_at_hand',
  'whatsapp',
  'not_advice',
  'text',
] as const;

/**
 * The acknowledgment e-mail's and text message's texts, both languages side by side, as the document
 * has them (`{phone}` is the callback line); the lists one item per line. Absent from an old
 * configuration: then the section is not shown (the worker reads the content folder's copy).
 */
export function FirmAcknowledgment({ locale, doc, change, errors }: TFirmSectionProps) {
  const copy = FIRM_COPY[locale];
  const texts = doc.acknowledgment;
  if (!texts) return null;
  const set = (key: TKey) => (value: string) =>
    change((c) => ({
      ...c,
      acknowledgment: {
        ...(c.acknowledgment as TAcknowledgmentTexts),
        [key]: key.startsWith('have_at_hand') ? value.split('\n') : value,
      },
    }));
  return (
    <fieldset className={`${styles.card} ${firmStyles.section}`}>
      <legend>{copy.sections.acknowledgment}</legend>
      {PAIRS.map((pair) => (
        <div key={pair} className={styles.columns}>
          {(['es', 'en'] as const).map((lang) => {
            const key = `${pair}_${lang}` as TKey;
            const value = texts[key];
            const list = Array.isArray(value);
            return (
              <FirmText
                key={key}
                locale={locale}
                errors={errors}
                path={`acknowledgment.${key}`}
                value={list ? value.join('\n') : value}
                onChange={set(key)}
                lang={lang}
                multiline
                {...(list ? { hint: copy.listHint } : {})}
              />
            );
          })}
        </div>
      ))}
    </fieldset>
  );
}
