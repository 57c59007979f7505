import { bilingual } from '../../lib/copy/bilingual';

/** Words around the attorneys' profiles wherever they appear (team, about and service pages). */
export const ATTORNEYS_COPY = bilingual({
  en: {
    languages: 'Languages',
    viewProfile: (name: string) => `View ${name}’s profile`,
    barAdmissions: (count: number): string => (count === 1 ? 'Bar admission' : 'Bar admissions'),
    barAdmission: (jurisdiction: string, barNumber: string) =>
      `${jurisdiction}, bar no. ${barNumber}`,
  },
  es: {
    languages: 'Idiomas',
    viewProfile: (name: string) => `Ver el perfil de ${name}`,
    barAdmissions: (count: number) =>
      count === 1 ? 'Licencia para ejercer' : 'Licencias para ejercer',
    barAdmission: (jurisdiction: string, barNumber: string) =>
      `${jurisdiction}, licencia n.º ${barNumber}`,
  },
});
