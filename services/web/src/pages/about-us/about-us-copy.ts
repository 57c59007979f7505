import { bilingual, type TBilingual } from '../../lib/copy/bilingual';
import type { TFirmYears } from '../../lib/content/site-config';
import { experienceYears } from '../../lib/copy/experience-copy';
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

/**
 * The about us page's words (the history is a page text in infra/content/pages/about-us). The founding
 * year and the years of experience come from the site configuration; when it is unknown the sentences
 * say no number and the two figures are left out.
 */
export function aboutCopy(firm: TFirmYears | null): TBilingual<TAboutCopy> {
  const years = firm?.years ?? null;
  const figures = (founded: string, experience: string) =>
    firm
      ? [
          { value: String(firm.founded), label: founded },
          { value: `${firm.years}+`, label: experience },
        ]
      : [];
  return bilingual<TAboutCopy>({
    en: {
      title: 'About us',
      heading: 'About Herrera Immigration Law',
      description: `Founded in El Paso, Texas${firm ? ` in ${firm.founded}` : ''}, our firm has spent ${experienceYears('en', years)} helping immigrant families find a legal path.`,
      lead: firm
        ? `Since ${firm.founded} we have helped families from El Paso to Washington, DC.`
        : 'We help families from El Paso to Washington, DC.',
      historyHeading: 'Our story',
      factsLabel: 'The firm at a glance',
      facts: [
        ...figures('Founded in El Paso, Texas', 'Years helping immigrant families'),
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
      description: `Fundada en El Paso, Texas${firm ? `, en ${firm.founded}` : ''}, nuestra firma lleva ${experienceYears('es', years)} ayudando a familias inmigrantes a encontrar un camino legal.`,
      lead: firm
        ? `Desde ${firm.founded} ayudamos a familias desde El Paso hasta Washington, D. C.`
        : 'Ayudamos a familias desde El Paso hasta Washington, D. C.',
      historyHeading: 'Nuestra historia',
      factsLabel: 'La firma en pocas palabras',
      facts: [
        ...figures('Fundada en El Paso, Texas', 'Años ayudando a familias inmigrantes'),
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
}
