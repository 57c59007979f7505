import type { TLocale } from '@firm/shared/i18n/locale';
import { footerPlacement } from '../utils/form-placement';
import { LeadForm } from './lead-form';

/** Props of {@link FooterLeadForm}. */
export type TFooterLeadFormProps = { locale: TLocale; csrfToken: string };

/** The footer's form of every page: 'Footer Inglés' on English pages, 'Footer Español' on Spanish ones. */
export function FooterLeadForm({ locale, csrfToken }: TFooterLeadFormProps) {
  const { variant, seccion } = footerPlacement(locale);
  // Keyed by language: the English and Spanish footer forms are different forms.
  return <LeadForm key={variant} variant={variant} seccion={seccion} csrfToken={csrfToken} />;
}
