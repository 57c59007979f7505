import { bilingual } from '../../lib/copy/bilingual';
import type { TVisaDetailsCopy } from '../kit/visa-details';

/** The T visa page's words (its explanations are the page text infra/content/pages/t-visa). */
export const COPY = bilingual<TVisaDetailsCopy>({
  en: {
    title: 'T visa',
    heading: 'T visa for victims of human trafficking',
    description:
      'The T visa protects people brought or kept in the U.S. through force, fraud or coercion for forced labor or sex trafficking.',
    lead: 'If a smuggler, an employer or a partner forced you to work or exploited you, the law may protect you.',
    facts: [
      ['Who it is for', 'Survivors of labor or sex trafficking'],
      ['How you apply', 'Form I-914, filed with USCIS'],
      [
        'The police',
        'You cooperate with reasonable requests, with exceptions for minors and for trauma',
      ],
      ['Your family', 'Some family members may be included'],
      ['Later', 'It may lead to permanent residence after years in T status'],
    ],
  },
  es: {
    title: 'Visa T',
    heading: 'Visa T para víctimas de trata de personas',
    description:
      'La visa T protege a quienes fueron traídos o retenidos en EE. UU. mediante fuerza, fraude o coacción para trabajo forzado o explotación sexual.',
    lead: 'Si un coyote, un patrón o su pareja le obligó a trabajar o se aprovechó de usted, la ley puede protegerle.',
    facts: [
      ['Para quién es', 'Sobrevivientes de trata laboral o sexual'],
      ['Cómo se pide', 'Con el formulario I-914, ante USCIS'],
      [
        'La policía',
        'Usted colabora con lo que razonablemente le pidan, con excepciones para menores y por trauma',
      ],
      ['Su familia', 'Algunos familiares pueden incluirse'],
      [
        'Más adelante',
        'Después de algunos años con la visa T, puede abrirle el camino a la residencia',
      ],
    ],
  },
});
