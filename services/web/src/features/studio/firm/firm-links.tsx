import type { TSiteConfig } from '@firm/shared/content/site-config';
import { firmLabel } from '@firm/shared/studio/studio-firm-labels';
import styles from '../components/post-editor.module.css';
import firmStyles from './firm-editor.module.css';
import { FIRM_COPY } from './firm-copy';
import { FirmText, type TFirmSectionProps } from './firm-field';

type TGroup = 'whatsapp' | 'social' | 'sister_sites' | 'sister_firm_names';

/** WhatsApp (number and greetings), social profiles, sister sites and firm, Google review link. */
export function FirmLinks({ locale, doc, change, errors }: TFirmSectionProps) {
  const copy = FIRM_COPY[locale];
  const text = <G extends TGroup>(group: G, key: keyof TSiteConfig[G] & string, label?: string) => (
    <FirmText
      key={`${group}.${key}`}
      locale={locale}
      errors={errors}
      path={`${group}.${key}`}
      value={doc[group][key] as string}
      onChange={(value) => change((c) => ({ ...c, [group]: { ...c[group], [key]: value } }))}
      {...(key.endsWith('_es') ? { lang: 'es' } : key.endsWith('_en') ? { lang: 'en' } : {})}
      {...(label ? { label } : {})}
    />
  );
  return (
    <>
      <fieldset className={`${styles.card} ${firmStyles.section}`}>
        <legend>{copy.sections.whatsapp}</legend>
        {text('whatsapp', 'number')}
        <div className={styles.columns}>
          {text('whatsapp', 'greeting_es')}
          {text('whatsapp', 'greeting_en')}
        </div>
      </fieldset>
      <fieldset className={`${styles.card} ${firmStyles.section}`}>
        <legend>{copy.sections.links}</legend>
        <div className={styles.columns}>
          {text('social', 'facebook')}
          {text('social', 'instagram')}
        </div>
        <div className={styles.columns}>
          {text('social', 'tiktok')}
          {text('social', 'youtube')}
        </div>
        <div className={styles.columns}>
          {text(
            'sister_sites',
            'personal_injury',
            `${firmLabel(locale, 'sister_sites')}: ${firmLabel(locale, 'personal_injury')}`,
          )}
          {text(
            'sister_sites',
            'trucks',
            `${firmLabel(locale, 'sister_sites')}: ${firmLabel(locale, 'trucks')}`,
          )}
        </div>
        <div className={styles.columns}>
          {text(
            'sister_firm_names',
            'personal_injury',
            `${firmLabel(locale, 'sister_firm_names')}: ${firmLabel(locale, 'personal_injury')}`,
          )}
          <FirmText
            locale={locale}
            errors={errors}
            path="google_review_url"
            label={firmLabel(locale, 'google_review_url')}
            value={doc.google_review_url}
            onChange={(google_review_url) => change((c) => ({ ...c, google_review_url }))}
          />
        </div>
      </fieldset>
    </>
  );
}
