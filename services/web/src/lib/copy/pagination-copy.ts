import type { TLocale } from '@firm/shared/i18n/locale';
import type { TPaginationLabels } from '../../components/pagination/pagination';
import { bilingual } from './bilingual';

const WORDS = bilingual({
  en: { previous: 'Previous', next: 'Next', page: (n: number) => `Page ${n}` },
  es: { previous: 'Anterior', next: 'Siguiente', page: (n: number) => `Página ${n}` },
});

/**
 * The words of a list's pagination in a language (SPEC §9: Previous/Next, Anterior/Siguiente).
 * @param locale - the page's language
 * @param nav - the name of the pagination's landmark, which says which list it pages ('Videos: pages')
 */
export function paginationLabels(locale: TLocale, nav: string): TPaginationLabels {
  return { nav, ...WORDS[locale] };
}
