import { bilingual } from '../../lib/copy/bilingual';
import { experienceYears } from '../../lib/copy/experience-copy';
import type { TPageCopy } from '../kit/static-page';

/** The founder page's words (her profile and story come from the content service). */
export const COPY = bilingual<
  Omit<TPageCopy, 'description'> & {
    /** Counts the years from the founding year (null: unknown). */
    description: (years: number | null) => string;
    languages: string;
    memberOf: string;
    profileLink: string;
    livesLink: string;
    evaluate: string;
    livesHeading: string;
    livesIntro: string;
  }
>({
  en: {
    title: 'Ana Herrera, immigration attorney',
    heading: 'Ana Herrera',
    description: (years) =>
      `Attorney Ana Herrera has helped immigrant families for ${experienceYears('en', years)}. Watch her live streams and ask for a free case evaluation.`,
    lead: 'Founding attorney of Herrera Immigration Law.',
    languages: 'Languages',
    memberOf: 'Member of',
    profileLink: 'Her full attorney profile',
    livesLink: 'All her live streams',
    evaluate: 'Get a free case evaluation',
    livesHeading: 'Her live streams',
    livesIntro: 'Recordings of her live question-and-answer sessions, newest first.',
  },
  es: {
    title: 'Ana Herrera, abogada de inmigración',
    heading: 'Ana Herrera',
    description: (years) =>
      `La abogada Ana Herrera ha ayudado a familias inmigrantes por ${experienceYears('es', years)}. Vea sus transmisiones en vivo y pida una evaluación gratuita.`,
    lead: 'Abogada fundadora de Herrera Abogados de Inmigración.',
    languages: 'Idiomas',
    memberOf: 'Miembro de',
    profileLink: 'Su perfil completo de abogada',
    livesLink: 'Todas sus transmisiones en vivo',
    evaluate: 'Pida una evaluación gratuita',
    livesHeading: 'Sus transmisiones en vivo',
    livesIntro:
      'Grabaciones de sus sesiones de preguntas y respuestas en vivo, de la más reciente a la más antigua.',
  },
});
