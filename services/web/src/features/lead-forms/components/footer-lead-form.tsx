import { Suspense } from 'react';
import type { TLocale } from '@firm/shared/i18n/locale';
import { t } from '@firm/shared/i18n/messages';
import { PAGE_FORM_ID } from '../utils/form-anchor';
import { footerPlacement } from '../utils/form-placement';
import styles from './footer-lead-form.module.css';
import { LAZY_ANCHOR_ATTRIBUTE, lazyNear } from '../../../lib/lazy-near';

// The form's code (validation, the submission) loads when the footer comes near, not with the page.
const LeadForm = lazyNear('footer-form', async () => (await import('./lead-form')).LeadForm);

/** Props of {@link FooterLeadForm}. */
export type TFooterLeadFormProps = { locale: TLocale };

/**
 * The footer's form of every page: 'Footer Inglés' on English pages, 'Footer Español' on Spanish ones.
 * One form per screen on phones: below 1024 px, where the footer follows the page in one column, a page
 * that has its own form shows here a short call to action that links to that form instead of a second
 * form right after the first. CSS alone decides (`:has()` of the page form in the document), so it works
 * without JavaScript and only when the page form is really there; a browser without `:has()` shows both.
 * The form's code loads when the footer comes near; until then the server's form posts without it.
 */
export function FooterLeadForm({ locale }: TFooterLeadFormProps) {
  const { variant, seccion } = footerPlacement(locale);
  return (
    <>
      <div className={styles.form} {...{ [LAZY_ANCHOR_ATTRIBUTE]: 'footer-form' }}>
        <Suspense fallback={null}>
          {/* Keyed by language: the English and Spanish footer forms are different forms. */}
          <LeadForm key={variant} variant={variant} seccion={seccion} />
        </Suspense>
      </div>
      <div className={styles.jump} data-testid="footer-form-jump">
        <p>{t(locale, 'form.jumpText')}</p>
        <a href={`#${PAGE_FORM_ID}`} className={styles.jumpLink}>
          {t(locale, 'form.jumpLink')}
        </a>
      </div>
    </>
  );
}
