import { bilingual } from '../../lib/copy/bilingual';
import { experienceYears } from '../../lib/copy/experience-copy';

/** One hero slide's words: its heading, a sentence, the link's text and the picture's description. */
export type THeroSlideCopy = { heading: string; text: string; cta: string; alt: string };

/** The first slide's words: its sentence counts the years from the founding year (null: unknown). */
type TClaimSlideCopy = Omit<THeroSlideCopy, 'text'> & { text: (years: number | null) => string };

/**
 * The home page's words. Long texts the firm edits (about us, mission, how it works) are page texts in
 * infra/content/pages/home; reviews, posts and live streams come from the content service.
 */
export const COPY = bilingual({
  en: {
    title: 'Immigration lawyers in El Paso, TX and Washington, DC',
    heading: 'Immigration attorneys who stand with you',
    description: (years: number | null) =>
      `Herrera Immigration Law: ${experienceYears('en', years)} helping immigrant families with VAWA, T and U visas, K-1 visas and family petitions. Free case evaluation.`,
    heroLabel: 'Highlights',
    hero: {
      claim: {
        heading: 'Immigration attorneys who stand with you',
        text: (years: number | null) =>
          `${experienceYears('en', years, true)} helping immigrant families in El Paso, Washington, DC and across the country. Free case evaluation, in Spanish or English.`,
        cta: 'How an immigration attorney can help',
        alt: 'A family walks home along a desert path at dawn, below the Franklin Mountains.',
      },
      vawa: {
        heading: 'VAWA: protection for survivors of abuse',
        text: 'If your U.S. citizen or permanent resident spouse has abused you, VAWA may allow you to apply for a green card on your own, without your abuser’s help.',
        cta: 'Learn about VAWA',
        alt: 'A parent and a child walk toward the open, lit door of a house in the evening.',
      },
      tVisa: {
        heading: 'T visa for victims of human trafficking',
        text: 'For people brought into forced labor or sex trafficking. It may give you protection and permission to work in the United States.',
        cta: 'Learn about the T visa',
        alt: 'A person walks out of a narrow canyon into a wide, sunlit valley.',
      },
      uVisa: {
        heading: 'U visa for victims of crime',
        text: 'For victims of certain crimes who suffered serious harm and who help, or are willing to help, the authorities with the investigation.',
        cta: 'Learn about the U visa',
        alt: 'A family rests in the shade of a large tree beside a certified document.',
      },
    } satisfies { claim: TClaimSlideCopy } & Record<'vawa' | 'tVisa' | 'uVisa', THeroSlideCopy>,
    servicesHeading: 'How we can help',
    servicesLead:
      'Immigration is our practice at this firm; our sister firms handle personal injury and truck-driver recruitment.',
    aboutHeading: 'About us',
    aboutLink: 'More about our firm',
    videoLabel: 'Video: our firm',
    videoFallback: 'Your browser cannot play this video.',
    openVideo: 'Open the video file',
    missionHeading: 'Our mission',
    livesHeading: 'Live with our founding attorney',
    livesText:
      'Our founding attorney answers common immigration questions live: VAWA, T and U visas, family petitions and more. Watch the recordings and get to know her story.',
    livesLatest: 'Latest live stream',
    livesLink: 'Watch the live streams',
    reviewsHeading: 'What our clients say',
    reviewsText:
      'Families who trusted us share their experience in videos, photos and their Google reviews. Every case is different, and past results do not guarantee a similar outcome.',
    reviewsLink: 'Read the reviews',
    visasHeading: 'Visas and immigration cases',
    visasLead: 'Some of the cases we work on every day:',
    visas: {
      humanitarian: 'Humanitarian visas',
      vawa: 'VAWA',
      tVisa: 'T visa',
      uVisa: 'U visa',
      k1: 'K-1 fiancé(e) visa',
    },
    howHeading: 'How it works',
    newsHeading: 'News',
    newsLabel: 'Featured articles',
    newsLink: 'Go to the blog',
    newsEmpty: 'There are no articles to show right now.',
    readMore: 'Read the article',
  },
  es: {
    title: 'Abogados de inmigración en El Paso, TX y Washington, D. C.',
    heading: 'Abogados de inmigración que están de su lado',
    description: (years: number | null) =>
      `Herrera Abogados de Inmigración: ${experienceYears('es', years)} ayudando a familias inmigrantes con VAWA, visas T y U, visas K-1 y peticiones familiares.`,
    heroLabel: 'Destacados',
    hero: {
      claim: {
        heading: 'Abogados de inmigración que están de su lado',
        text: (years: number | null) =>
          `${experienceYears('es', years, true)} ayudando a familias inmigrantes en El Paso, Washington, D. C. y todo el país. Evaluación gratuita de su caso, en español o en inglés.`,
        cta: 'Cómo le ayuda un abogado de inmigración',
        alt: 'Una familia camina hacia su casa por un sendero del desierto al amanecer, al pie de las montañas Franklin.',
      },
      vawa: {
        heading: 'VAWA: protección para sobrevivientes de maltrato',
        text: 'Si su cónyuge, ciudadano o residente permanente, le ha maltratado, VAWA puede permitirle solicitar la residencia por su cuenta, sin la ayuda de su agresor.',
        cta: 'Conozca la VAWA',
        alt: 'Una persona adulta y un niño caminan al atardecer hacia la puerta abierta e iluminada de una casa.',
      },
      tVisa: {
        heading: 'Visa T para víctimas de trata de personas',
        text: 'Para quienes fueron víctimas de trabajo forzado o de explotación sexual. Puede darle protección y permiso para trabajar en Estados Unidos.',
        cta: 'Conozca la visa T',
        alt: 'Una persona sale de un cañón estrecho hacia un valle amplio y soleado.',
      },
      uVisa: {
        heading: 'Visa U para víctimas de delitos',
        text: 'Para víctimas de ciertos delitos que sufrieron un daño grave y que ayudan, o están dispuestas a ayudar, a las autoridades en la investigación.',
        cta: 'Conozca la visa U',
        alt: 'Una familia descansa a la sombra de un árbol grande junto a un documento certificado.',
      },
    } satisfies { claim: TClaimSlideCopy } & Record<'vawa' | 'tVisa' | 'uVisa', THeroSlideCopy>,
    servicesHeading: 'Cómo podemos ayudarle',
    servicesLead:
      'En esta firma nos dedicamos a la inmigración; nuestras firmas hermanas atienden lesiones personales y reclutamiento de choferes de tráiler.',
    aboutHeading: 'Quiénes somos',
    aboutLink: 'Conozca más de nuestra firma',
    videoLabel: 'Video: nuestra firma',
    videoFallback: 'Su navegador no puede reproducir este video.',
    openVideo: 'Abrir el archivo del video',
    missionHeading: 'Nuestra misión',
    livesHeading: 'En vivo con nuestra abogada fundadora',
    livesText:
      'Nuestra abogada fundadora responde en vivo las preguntas más comunes de inmigración: VAWA, visas T y U, peticiones familiares y más. Vea las grabaciones y conozca su historia.',
    livesLatest: 'La transmisión más reciente',
    livesLink: 'Ver las transmisiones',
    reviewsHeading: 'Lo que dicen nuestros clientes',
    reviewsText:
      'Familias que confiaron en nosotros cuentan su experiencia en videos, fotos y reseñas de Google. Cada caso es distinto y los resultados anteriores no garantizan un resultado similar.',
    reviewsLink: 'Ver los testimonios',
    visasHeading: 'Visas y trámites de inmigración',
    visasLead: 'Algunos de los casos que atendemos todos los días:',
    visas: {
      humanitarian: 'Visas humanitarias',
      vawa: 'VAWA',
      tVisa: 'Visa T',
      uVisa: 'Visa U',
      k1: 'Visa K-1 de prometido(a)',
    },
    howHeading: '¿Cómo funciona?',
    newsHeading: 'Noticias',
    newsLabel: 'Artículos destacados',
    newsLink: 'Ir al blog',
    newsEmpty: 'No hay artículos para mostrar en este momento.',
    readMore: 'Leer el artículo',
  },
});
