import { bilingual } from '../../lib/copy/bilingual';

/** The lives results page's words (the entries come from the content service). */
export const COPY = bilingual({
  en: {
    title: (host: string) => `As seen live with ${host}`,
    description: (host: string) =>
      `Recordings of the live streams where attorney ${host} answers immigration questions from families.`,
    lead: 'Questions from families, answered live.',
    intro: (host: string) =>
      `${host} goes live to answer the questions families ask us most: VAWA, U and T visas, K-1 visas, family petitions, parole and how to avoid fraud. The recordings are general information, not advice on your case: each case is different.`,
    aboutHost: (host: string) => `About ${host}`,
    results: 'Recordings',
  },
  es: {
    title: (host: string) => `Transmisiones en vivo con ${host}`,
    description: (host: string) =>
      `Grabaciones de las transmisiones en vivo donde la abogada ${host} responde preguntas de inmigración de las familias.`,
    lead: 'Preguntas de las familias, respondidas en vivo.',
    intro: (host: string) =>
      `La abogada ${host} se conecta en vivo para responder las preguntas que más nos hacen las familias: VAWA, visas U y T, visas K-1, peticiones familiares, parole y cómo evitar fraudes. Las grabaciones son información general, no una asesoría sobre su caso: cada caso es distinto.`,
    aboutHost: (host: string) => `Conozca a la abogada ${host}`,
    results: 'Grabaciones',
  },
});
