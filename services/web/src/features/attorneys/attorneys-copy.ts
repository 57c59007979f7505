import { bilingual } from '../../lib/copy/bilingual';

/** Words around the attorneys' profiles wherever they appear (team, about and service pages). */
export const ATTORNEYS_COPY = bilingual({
  en: {
    languages: 'Languages',
    viewProfile: (name: string) => `View ${name}’s profile`,
  },
  es: {
    languages: 'Idiomas',
    viewProfile: (name: string) => `Ver el perfil de ${name}`,
  },
});
