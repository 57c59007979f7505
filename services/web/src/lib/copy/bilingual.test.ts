import { bilingual } from './bilingual';

// The compile-time half of these tests runs in `npm run typecheck` (part of `npm test`): each
// `@ts-expect-error` fails the type check if the mistake below it stopped being an error.

describe('bilingual', () => {
  it('When both languages have the same keys, then each language reads its own words', () => {
    const copy = bilingual({
      en: { title: 'Our attorneys', found: (n: number) => `${n} found` },
      es: { title: 'Nuestros abogados', found: (n: number) => `${n} encontrados` },
    });
    expect(copy.en.title).toBe('Our attorneys');
    expect(copy.es.found(2)).toBe('2 encontrados');
  });

  it('When Spanish misses, adds or misnames a key, then the compiler refuses it', () => {
    const missing = bilingual({
      en: { title: 'Title', lead: 'Lead' },
      // @ts-expect-error: 'lead' is missing in Spanish
      es: { title: 'Título' },
    });
    const extra = bilingual({
      en: { title: 'Title' },
      // @ts-expect-error: 'lead' does not exist in English
      es: { title: 'Título', lead: 'Entrada' },
    });
    const nested = bilingual({
      en: { steps: { first: 'Call us' } },
      // @ts-expect-error: a nested key is misnamed
      es: { steps: { primero: 'Llámenos' } },
    });
    expect([missing.en.title, extra.es.title, nested.en.steps.first]).toEqual([
      'Title',
      'Título',
      'Call us',
    ]);
  });
});
