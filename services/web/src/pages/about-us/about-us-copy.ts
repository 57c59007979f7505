import { FOUNDED_YEAR, YEARS_OF_EXPERIENCE } from '@firm/shared/constants';
import { bilingual } from '../../lib/copy/bilingual';
import type { TPageCopy } from '../kit/static-page';

type TAboutCopy = TPageCopy & {
  historyHeading: string;
  facts: { value: string; label: string }[];
  factsLabel: string;
  missionHeading: string;
  mission: string;
  missionLinks: string;
  servicesHeading: string;
  founderHeading: string;
};

/** The about us page's words (the history is a page text in infra/content/pages/about-us). */
export const COPY = bilingual<TAboutCopy>({
  en: {
    title: 'About us',
    heading: 'About Herrera Immigration Law',
    description: `Founded in El Paso, Texas in ${FOUNDED_YEAR}, our firm has spent more than ${YEARS_OF_EXPERIENCE.claimed} years helping immigrant families find a legal path.`,
    lead: `Since ${FOUNDED_YEAR} we have helped families from El Paso to Washington, DC.`,
    historyHeading: 'Our story',
    factsLabel: 'The firm at a glance',
    facts: [
      { value: String(FOUNDED_YEAR), label: 'Founded in El Paso, Texas' },
      { value: `${YEARS_OF_EXPERIENCE.claimed}+`, label: 'Years helping immigrant families' },
      { value: 'ES · EN', label: 'We serve you in Spanish and English' },
    ],
    missionHeading: 'Our mission',
    mission:
      'That every immigrant family truly understands its options and gets honest, careful support, in its own language, at every step of the process. We do not promise results: we promise serious work, respect and the truth about your case.',
    missionLinks: 'We can help you with:',
    servicesHeading: 'Our services',
    founderHeading: 'Meet our founder',
  },
  es: {
    title: 'Nosotros',
    heading: 'Sobre Herrera Abogados de Inmigración',
    description: `Fundada en El Paso, Texas, en ${FOUNDED_YEAR}, nuestra firma lleva más de ${YEARS_OF_EXPERIENCE.claimed} años ayudando a familias inmigrantes a encontrar un camino legal.`,
    lead: `Desde ${FOUNDED_YEAR} ayudamos a familias desde El Paso hasta Washington, DC.`,
    historyHeading: 'Nuestra historia',
    factsLabel: 'La firma en pocas palabras',
    facts: [
      { value: String(FOUNDED_YEAR), label: 'Fundada en El Paso, Texas' },
      {
        value: `${YEARS_OF_EXPERIENCE.claimed}+`,
        label: 'Años ayudando a familias inmigrantes',
      },
      { value: 'ES · EN', label: 'Le atendemos en español y en inglés' },
    ],
    missionHeading: 'Nuestra misión',
    mission:
      'Que cada familia inmigrante entienda de verdad sus opciones y reciba, en su idioma, un acompañamiento honesto y cuidadoso en cada paso de su trámite. No prometemos resultados: prometemos trabajo serio, un trato humano y la verdad sobre su caso.',
    missionLinks: 'Le podemos ayudar con:',
    servicesHeading: 'Nuestros servicios',
    founderHeading: 'Conozca a nuestra fundadora',
  },
});
