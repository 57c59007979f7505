import type { TLocale } from '@firm/shared/i18n/locale';
import type { TRouteId } from '@firm/shared/routes/route-map';

/**
 * Short names of the pages in both languages, as breadcrumbs and the HTML sitemap show them. A language a
 * route does not have is still named (the label is only used where the page exists).
 */
export const ROUTE_LABELS: Record<TRouteId, Record<TLocale, string>> = {
  home: { en: 'Home', es: 'Inicio' },
  services: { en: 'Services', es: 'Servicios' },
  immigrationLawyer: { en: 'Immigration lawyer', es: 'Abogado de inmigración' },
  attorneys: { en: 'Our attorneys', es: 'Nuestros abogados' },
  attorneyProfile: { en: 'Attorney profile', es: 'Perfil del abogado' },
  aboutUs: { en: 'About us', es: 'Nosotros' },
  humanitarianVisa: { en: 'Humanitarian visas', es: 'Visas humanitarias' },
  vawaVisa: { en: 'VAWA visa', es: 'Visa VAWA' },
  tVisa: { en: 'T visa', es: 'Visa T' },
  uVisa: { en: 'U visa', es: 'Visa U' },
  k1Visa: { en: 'K-1 fiancé(e) visa', es: 'Visa K-1 de prometido(a)' },
  testimonials: { en: 'Testimonials', es: 'Testimonios' },
  reviews: { en: 'Reviews', es: 'Reseñas' },
  blog: { en: 'Blog', es: 'Blog' },
  blogArticle: { en: 'Article', es: 'Artículo' },
  blogCategory: { en: 'Category', es: 'Categoría' },
  contact: { en: 'Contact', es: 'Contacto' },
  terms: { en: 'Terms and conditions', es: 'Términos y condiciones' },
  privacy: { en: 'Privacy policy', es: 'Política de privacidad' },
  sitemap: { en: 'Sitemap', es: 'Mapa del sitio' },
  thankYou: { en: 'Thank you', es: 'Gracias' },
  referralThankYou: { en: 'Thank you for your referrals', es: 'Gracias por sus referidos' },
  livesResults: { en: 'As seen live', es: 'Transmisiones en vivo' },
  founderLanding: { en: 'Ana Herrera', es: 'Ana Herrera' },
  videoLanding: { en: 'Free case evaluation', es: 'Evaluación gratuita de su caso' },
  shortVideoAdsLanding: { en: 'Free case evaluation', es: 'Evaluación gratuita de su caso' },
  referralsForm: { en: 'Refer a friend', es: 'Recomiende a un conocido' },
  paroleForm: { en: 'Parole form', es: 'Formulario de Parole' },
  socialMediaForm: { en: 'Social media leads', es: 'Prospectos de redes sociales' },
};
