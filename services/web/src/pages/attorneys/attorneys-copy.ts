import { bilingual } from '../../lib/copy/bilingual';
import type { TCtaBandCopy } from '../kit/cta-band';
import type { TPageCopy } from '../kit/static-page';

/** The attorneys page's words. */
export const COPY = bilingual<
  TPageCopy & {
    team: string;
    unavailable: string;
    band: TCtaBandCopy;
  }
>({
  en: {
    title: 'Our attorneys',
    heading: 'Meet our attorneys',
    description:
      'Meet attorney Ana Herrera, founder of the firm, and our consulting attorney: bilingual legal help for immigrant families.',
    lead: 'A bilingual team that treats every case as unique.',
    team: 'Our team',
    unavailable:
      'We cannot show our attorneys’ profiles right now. Please call us or send us your case below.',
    band: {
      heading: 'Would you like to talk to our team?',
      body: 'The first evaluation of your case is free. Call us, write to us or send us your case, and someone from our team will get back to you in Spanish or English.',
      cta: 'Send us your case',
      call: 'Call',
      contactLink: 'All the ways to reach us',
    },
  },
  es: {
    title: 'Nuestros abogados',
    heading: 'Conozca a nuestros abogados',
    description:
      'Conozca a la abogada Ana Herrera, fundadora de la firma, y a nuestro abogado consultor: ayuda legal bilingüe para familias inmigrantes.',
    lead: 'Un equipo bilingüe que trata cada caso como único.',
    team: 'Nuestro equipo',
    unavailable:
      'En este momento no podemos mostrar los perfiles de nuestros abogados. Llámenos o envíenos su caso aquí abajo.',
    band: {
      heading: '¿Quiere hablar con nuestro equipo?',
      body: 'La primera evaluación de su caso es gratuita. Llámenos, escríbanos o envíenos su caso, y alguien de nuestro equipo se comunicará con usted en español o en inglés.',
      cta: 'Envíenos su caso',
      call: 'Llame al',
      contactLink: 'Todas las formas de contactarnos',
    },
  },
});
