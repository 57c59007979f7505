import type { TSiteConfig } from '@firm/shared/content/site-config';
import type { TLocale } from '@firm/shared/i18n/locale';
import { shellCopy } from '../../lib/copy/shell-copy';
import { responsibleAttorney } from '../../lib/content/site-config';
import { ContactBlock } from '../../features/footer/contact-block';
import footer from '../../features/footer/footer.module.css';
import styles from '../../features/studio/components/post-editor.module.css';
import { FIRM_COPY } from '../../features/studio/firm/firm-copy';
import firmStyles from '../../features/studio/firm/firm-editor.module.css';

/**
 * The footer's contact block and responsible-attorney line rendered by the footer's own components
 * with the draft, so the admin sees what every page will show once published. Shown only while the
 * draft passes the site configuration's schema (the footer trusts a checked one).
 */
export function FirmFooterPreview(props: { locale: TLocale; doc: TSiteConfig; valid: boolean }) {
  const { locale, doc } = props;
  const copy = FIRM_COPY[locale];
  const responsible = responsibleAttorney(doc, locale);
  return (
    <section className={styles.card} aria-labelledby="firm-preview-heading">
      <h2 id="firm-preview-heading" className={styles.cardHeading}>
        {copy.preview}
      </h2>
      <p className={styles.hint}>{copy.previewHint}</p>
      {props.valid ? (
        <div className={`${footer.footer} ${firmStyles.preview}`} data-testid="firm-footer-preview">
          <div className={footer.columns}>
            <ContactBlock locale={locale} siteConfig={doc} />
          </div>
          {responsible ? (
            <div className={footer.bottom}>
              <p className={footer.responsible}>
                {shellCopy(locale).responsibleAttorney(
                  responsible.name,
                  responsible.admittedIn,
                  responsible.office,
                )}
              </p>
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
