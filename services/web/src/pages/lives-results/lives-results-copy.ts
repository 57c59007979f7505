import { bilingual } from '../../lib/copy/bilingual';

/** The lives results page's words. */
export const COPY = bilingual({
  en: {
    title: (host: string) => `As seen live with ${host}`,
    description: (host: string) =>
      `Recordings of the live streams where attorney ${host} answers immigration questions from families.`,
    lead: 'Questions from families, answered live.',
  },
  es: {
    title: (host: string) => `Transmisiones en vivo con ${host}`,
    description: (host: string) =>
      `Grabaciones de las transmisiones en vivo donde la abogada ${host} responde preguntas de inmigración de las familias.`,
    lead: 'Preguntas de las familias, respondidas en vivo.',
  },
});
