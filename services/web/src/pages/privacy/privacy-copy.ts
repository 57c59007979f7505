import { bilingual } from '../../lib/copy/bilingual';
import type { TPageCopy } from '../kit/static-page';

/** The privacy policy page's words (its text is a page text in infra/content/pages/privacy). */
export const COPY = bilingual<TPageCopy>({
  en: {
    title: 'Privacy policy',
    heading: 'Privacy policy',
    description:
      'How Herrera Immigration Law collects, uses and protects the information you share with us.',
    lead: 'What this site collects, why, and how to ask us to see, correct or delete it.',
  },
  es: {
    title: 'Política de privacidad',
    heading: 'Política de privacidad',
    description:
      'Cómo Herrera Abogados de Inmigración recopila, usa y protege la información que usted comparte con nosotros.',
    lead: 'Qué información recopila este sitio, para qué la usamos y cómo pedirnos verla, corregirla o borrarla.',
  },
});
