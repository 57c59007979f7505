import { bilingual } from '../../../lib/copy/bilingual';

/** The attorney profile page's words (the profile itself comes from the content service). */
export const PROFILE_COPY = bilingual({
  en: {
    languages: 'Languages',
    licensedIn: (state: string) => `Licensed in ${state}`,
    licenceAlt: (state: string) => `Badge: licensed to practice law in ${state}`,
    associationAlt: (name: string) => `Badge: ${name} membership`,
    badges: 'Licenses and memberships',
    biography: 'Biography',
    practiceAreas: 'Practice areas',
    associations: 'Associations',
    social: 'Social media',
    cta: 'Tell us about your case',
    testimonials: 'What our clients say',
    testimonialsLabel: 'Client testimonials',
    sampleTestimonial: 'Example: not a real client',
  },
  es: {
    languages: 'Idiomas',
    licensedIn: (state: string) => `Licencia para ejercer en ${state}`,
    licenceAlt: (state: string) => `Insignia: licencia para ejercer la abogacía en ${state}`,
    associationAlt: (name: string) => `Insignia de membresía: ${name}`,
    badges: 'Licencias y membresías',
    biography: 'Biografía',
    practiceAreas: 'Áreas de práctica',
    associations: 'Asociaciones',
    social: 'Redes sociales',
    cta: 'Cuéntenos su caso',
    testimonialsLabel: 'Testimonios de clientes',
    sampleTestimonial: 'Ejemplo: no es de un cliente real',
    testimonials: 'Lo que dicen nuestros clientes',
  },
});
