import { CITIZEN_CHILD_MIN_AGE } from '@firm/shared/constants';
import { bilingual } from '../../lib/copy/bilingual';
import type { TPageCopy } from '../kit/static-page';

/** A card that leads to one of the humanitarian visas. */
export type THumanitarianCard = { title: string; summary: string; link: string };

/** The humanitarian visa page's words (its explanations are infra/content/pages/humanitarian-visa). */
export type THumanitarianCopy = TPageCopy & {
  cardsHeading: string;
  cards: { vawaVisa: THumanitarianCard; tVisa: THumanitarianCard; uVisa: THumanitarianCard };
};

/** The humanitarian visa page's words. */
export const COPY = bilingual<THumanitarianCopy>({
  en: {
    title: 'Humanitarian visas: VAWA, T and U',
    heading: 'Humanitarian visas',
    description:
      'VAWA, T visas and U visas protect victims of abuse, trafficking and crime. Find out if you may qualify with a free, confidential evaluation.',
    lead: 'Protection for victims of abuse, human trafficking and crime: confidential, and in your language.',
    cardsHeading: 'Three paths to protection',
    cards: {
      vawaVisa: {
        title: 'VAWA',
        summary: `For spouses, ex-spouses and children abused by a U.S. citizen or resident, and for parents abused by a U.S.-citizen son or daughter aged ${CITIZEN_CHILD_MIN_AGE} or older.`,
        link: 'More about VAWA',
      },
      tVisa: {
        title: 'T visa',
        summary:
          'For survivors of human trafficking: people made to work, or to perform commercial sex acts, through force, fraud or coercion.',
        link: 'More about the T visa',
      },
      uVisa: {
        title: 'U visa',
        summary:
          'For victims of certain crimes, such as domestic violence or sexual assault, who help the police or the courts.',
        link: 'More about the U visa',
      },
    },
  },
  es: {
    title: 'Visas humanitarias: VAWA, T y U',
    heading: 'Visas humanitarias',
    description:
      'VAWA, la visa T y la visa U protegen a víctimas de maltrato, trata y delitos. Descubra si califica con una evaluación gratuita y confidencial.',
    lead: 'Protección para víctimas de maltrato, trata de personas y delitos, de forma confidencial y en su idioma.',
    cardsHeading: 'Tres caminos de protección',
    cards: {
      vawaVisa: {
        title: 'VAWA',
        summary: `Para esposos, exesposos e hijos maltratados por un ciudadano o residente, y para padres maltratados por un hijo o hija con ciudadanía, de ${CITIZEN_CHILD_MIN_AGE} años o más.`,
        link: 'Más sobre VAWA',
      },
      tVisa: {
        title: 'Visa T',
        summary:
          'Para sobrevivientes de trata de personas: a quienes obligaron a trabajar o a realizar actos sexuales comerciales mediante fuerza, fraude o coacción.',
        link: 'Más sobre la visa T',
      },
      uVisa: {
        title: 'Visa U',
        summary:
          'Para víctimas de ciertos delitos, como la violencia doméstica o la agresión sexual, que colaboran con la policía o los tribunales.',
        link: 'Más sobre la visa U',
      },
    },
  },
});
