import { YEARS_OF_EXPERIENCE } from '@firm/shared/constants';
import type { TLocale } from '@firm/shared/i18n/locale';
import type { TPageModule } from '../../app/page-types';
import { PageHeader } from '../../components/page-header';
import { shellCopy } from '../../lib/copy/shell-copy';
import { firmJsonLd } from '../kit/page-json-ld';

const COPY: Record<TLocale, { title: string; heading: string; description: string; lead: string }> =
  {
    en: {
      title: 'Immigration lawyers in El Paso, TX and Washington, DC',
      heading: 'Immigration attorneys who stand with you',
      description: `Herrera Immigration Law: more than ${YEARS_OF_EXPERIENCE.claimed} years helping immigrant families with VAWA, T and U visas, K-1 visas and family petitions. Free case evaluation.`,
      lead: `More than ${YEARS_OF_EXPERIENCE.claimed} years helping families in Texas and across the country. Free case evaluation, in Spanish or English.`,
    },
    es: {
      title: 'Abogados de inmigración en El Paso, TX y Washington, DC',
      heading: 'Abogados de inmigración que están de su lado',
      description: `Herrera Abogados de Inmigración: más de ${YEARS_OF_EXPERIENCE.claimed} años ayudando a familias inmigrantes con VAWA, visas T y U, visas K-1 y peticiones familiares.`,
      lead: `Más de ${YEARS_OF_EXPERIENCE.claimed} años ayudando a familias en Texas y en todo el país. Evaluación gratuita de su caso, en español o en inglés.`,
    },
  };

/** The home page (banner with the firm's claim; the pages issue adds the hero slider and sections). */
export const page: TPageModule<null> = {
  head: ({ locale, shell }) => ({
    title: COPY[locale].title,
    heading: COPY[locale].heading,
    description: COPY[locale].description,
    breadcrumb: [{ label: shellCopy(locale).homeCrumb }],
    jsonLd: firmJsonLd(shell, locale),
  }),
  Page: ({ locale, head }) => (
    <PageHeader
      heading={COPY[locale].heading}
      trail={head.breadcrumb}
      breadcrumbLabel={shellCopy(locale).breadcrumb}
      lead={COPY[locale].lead}
    />
  ),
};
