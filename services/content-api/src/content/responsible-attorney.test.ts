import type { TSiteConfig } from '@firm/shared/content/site-config';
import { responsibleAttorneyProblems } from './responsible-attorney';

const ANA = {
  slug: 'ana-herrera',
  name: 'Ana Herrera',
  bar_admissions: [{ jurisdiction: 'Texas', bar_number: '00000000' }],
};

const config = (responsible: TSiteConfig['responsible_attorney']) =>
  ({ offices: [{ id: 'el-paso' }], responsible_attorney: responsible }) as unknown as TSiteConfig;

describe('responsibleAttorneyProblems', () => {
  it('When the responsible attorney matches her profile, her bar admission and an office, then there is nothing to fix', () => {
    expect(
      responsibleAttorneyProblems(
        config({
          slug: 'ana-herrera',
          name: 'Ana Herrera',
          admitted_in: 'Texas',
          office_id: 'el-paso',
        }),
        [ANA],
      ),
    ).toEqual([]);
  });

  it('When the footer would name a licence the profile does not state, or a wrong name or office, then the import says which', () => {
    expect(
      responsibleAttorneyProblems(
        config({
          slug: 'ana-herrera',
          name: 'Ana H.',
          admitted_in: 'Virginia',
          office_id: 'houston',
        }),
        [ANA],
      ),
    ).toEqual([
      'site-config.json: responsible_attorney.name "Ana H." differs from attorneys/ana-herrera ("Ana Herrera")',
      'site-config.json: responsible_attorney.admitted_in "Virginia" is not among the bar admissions of attorneys/ana-herrera (Texas)',
      'site-config.json: responsible_attorney.office_id "houston" is not an office\'s id',
    ]);
  });

  it('When the slug is no attorney, then the import says so', () => {
    expect(
      responsibleAttorneyProblems(
        config({ slug: 'nadie', name: 'Nadie', admitted_in: 'Texas', office_id: 'el-paso' }),
        [ANA],
      ),
    ).toEqual(['site-config.json: responsible_attorney.slug "nadie" has no attorneys/ folder']);
  });
});
