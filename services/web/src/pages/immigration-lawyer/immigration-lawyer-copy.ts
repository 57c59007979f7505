import { CITIZEN_CHILD_MIN_AGE, K1_MARRY_WITHIN_DAYS } from '@firm/shared/constants';
import type { TRouteId } from '@firm/shared/routes/route-map';
import { bilingual } from '../../lib/copy/bilingual';
import type { TCtaBandCopy } from '../kit/cta-band';
import type { TPageCopy } from '../kit/static-page';

/** A kind of case the firm takes, with the page that explains it when there is one. */
type THelpItem = { title: string; body: string; route?: TRouteId };

type TImmigrationLawyerCopy = TPageCopy & {
  qualify: string;
  introHeading: string;
  helpHeading: string;
  help: THelpItem[];
  stepsHeading: string;
  stepsLead: string;
  steps: { title: string; body: string }[];
  stepsCta: string;
  teamHeading: string;
  teamLead: string;
  teamLabel: string;
  teamLink: string;
  band: TCtaBandCopy;
};

/** The immigration lawyer page's words (the introduction is a page text in infra/content/pages). */
export const COPY = bilingual<TImmigrationLawyerCopy>({
  en: {
    title: 'Immigration lawyer',
    heading: 'Immigration lawyer in El Paso, Texas',
    description:
      'Family petitions, VAWA, T and U visas, K-1 visas and more. An immigration lawyer who explains your options in plain Spanish or English.',
    lead: 'We evaluate your case, start the process with you and follow it until there is a decision.',
    qualify: 'FIND OUT IF YOU QUALIFY',
    introHeading: 'A lawyer who explains your options',
    helpHeading: 'How we can help',
    help: [
      {
        title: 'Family petitions',
        body: `For citizens and permanent residents bringing a husband, wife or children, and for citizens aged ${CITIZEN_CHILD_MIN_AGE} or older bringing their parents.`,
      },
      {
        title: 'VAWA',
        body: `A self-petition for people abused by a U.S. citizen or permanent resident spouse or parent, or by a U.S. citizen son or daughter aged ${CITIZEN_CHILD_MIN_AGE} or older.`,
        route: 'vawaVisa',
      },
      {
        title: 'T visa',
        body: 'For survivors of human trafficking, whether they were forced to work or sexually exploited.',
        route: 'tVisa',
      },
      {
        title: 'U visa',
        body: 'For victims of certain crimes who have helped, or are willing to help, the police or prosecutors.',
        route: 'uVisa',
      },
      {
        title: 'K-1 fiancé(e) visa',
        body: `For the fiancé or fiancée of a U.S. citizen, who must marry within ${K1_MARRY_WITHIN_DAYS} days of arriving.`,
        route: 'k1Visa',
      },
      {
        title: 'Adjustment of status',
        body: 'Applying for your green card without leaving the United States, when the law allows it.',
      },
      {
        title: 'Consular processing',
        body: 'When the green card goes through a U.S. consulate in your home country: we prepare the documents and the interview with you.',
      },
      {
        title: 'Waivers',
        body: 'Asking the government to forgive certain problems, such as time spent in the country without status, for those who qualify.',
      },
    ],
    stepsHeading: 'How it works, in 3 steps',
    stepsLead: 'Every case is different, but the path always starts the same way.',
    steps: [
      {
        title: 'We evaluate your case',
        body: 'Send us your case or call us. We listen to your story, review it carefully and tell you honestly whether you have options. The first evaluation is free.',
      },
      {
        title: 'We start the process',
        body: 'If there is a path, we explain what it will cost, with payment plans, and we prepare your application and your evidence with you before filing.',
      },
      {
        title: 'We follow your case until there is a decision',
        body: 'While the government reviews your case, we follow it, tell you about every letter or appointment and respond if more evidence is requested. Times vary from case to case; we tell you honestly what to expect.',
      },
    ],
    stepsCta: 'Start with step 1: send us your case',
    teamHeading: 'Our attorneys',
    teamLead: 'Meet the people who will review your case.',
    teamLabel: 'Our attorneys',
    teamLink: 'Meet the whole team',
    band: {
      heading: 'Questions about your case?',
      body: 'Call us or send us your case. We answer in Spanish or English, and the first evaluation is free.',
      cta: 'Send us your case',
      call: 'Call',
    },
  },
  es: {
    title: 'Abogado de inmigración',
    heading: 'Abogado de inmigración en El Paso, Texas',
    description:
      'Peticiones familiares, VAWA, visas T y U, visas K-1 y más. Un abogado de inmigración que le explica sus opciones con claridad y en español.',
    lead: 'Evaluamos su caso, iniciamos el proceso con usted y le acompañamos hasta que haya una decisión.',
    qualify: 'DESCUBRE SI CALIFICAS',
    introHeading: 'Un abogado que le explica sus opciones',
    helpHeading: 'En qué le podemos ayudar',
    help: [
      {
        title: 'Peticiones familiares',
        body: `Para ciudadanos y residentes que quieren pedir a su esposo o esposa o a sus hijos, y para ciudadanos de ${CITIZEN_CHILD_MIN_AGE} años o más que quieren pedir a sus papás.`,
      },
      {
        title: 'VAWA',
        body: `Autopetición para personas maltratadas por su esposo o esposa, su papá o su mamá con ciudadanía o residencia permanente, o por un hijo o hija con ciudadanía, de ${CITIZEN_CHILD_MIN_AGE} años o más.`,
        route: 'vawaVisa',
      },
      {
        title: 'Visa T',
        body: 'Para sobrevivientes de trata de personas, ya sea que les hayan obligado a trabajar o que hayan sufrido explotación sexual.',
        route: 'tVisa',
      },
      {
        title: 'Visa U',
        body: 'Para víctimas de ciertos delitos que han ayudado, o están dispuestas a ayudar, a la policía o a la fiscalía.',
        route: 'uVisa',
      },
      {
        title: 'Visa K-1 de prometido(a)',
        body: `Para el prometido o la prometida de un ciudadano, que deben casarse dentro de los ${K1_MARRY_WITHIN_DAYS} días siguientes a su llegada.`,
        route: 'k1Visa',
      },
      {
        title: 'Ajuste de estatus',
        body: 'Tramitar su residencia permanente sin salir de Estados Unidos, cuando la ley lo permite.',
      },
      {
        title: 'Trámite consular',
        body: 'Cuando la residencia se tramita en un consulado de Estados Unidos en su país: preparamos con usted los documentos y la entrevista.',
      },
      {
        title: 'Perdones migratorios',
        body: 'Pedirle al gobierno que perdone ciertos problemas, como el tiempo que vivió en el país sin papeles, para quienes califican.',
      },
    ],
    stepsHeading: 'Cómo funciona, en 3 pasos',
    stepsLead: 'Cada caso es distinto, pero el camino siempre empieza igual.',
    steps: [
      {
        title: 'Evaluamos su caso',
        body: 'Envíenos su caso o llámenos. Escuchamos su historia, la revisamos con cuidado y le decimos con honestidad si tiene opciones. La primera evaluación es gratuita.',
      },
      {
        title: 'Iniciamos el proceso',
        body: 'Si hay un camino, le explicamos cuánto costará, con planes de pago, y preparamos con usted su solicitud y sus pruebas antes de presentarlas.',
      },
      {
        title: 'Le acompañamos hasta la decisión',
        body: 'Mientras el gobierno revisa su caso, le damos seguimiento, le avisamos de cada carta o cita y respondemos si piden más pruebas. Los tiempos varían según el caso; le diremos con honestidad qué esperar.',
      },
    ],
    stepsCta: 'Empiece por el paso 1: envíenos su caso',
    teamHeading: 'Nuestros abogados',
    teamLead: 'Conozca a quienes revisarán su caso.',
    teamLabel: 'Nuestros abogados',
    teamLink: 'Conozca a todo el equipo',
    band: {
      heading: '¿Tiene preguntas sobre su caso?',
      body: 'Llámenos o envíenos su caso. Le respondemos en español o en inglés, y la primera evaluación es gratuita.',
      cta: 'Envíenos su caso',
      call: 'Llame al',
    },
  },
});
