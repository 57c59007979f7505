import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadAttorneys } from './load-attorneys';

const PROFILE = {
  name: 'Daniel Ortiz',
  role_en: 'Consulting Attorney',
  role_es: 'Abogado consultor',
  photo: 'attorney-daniel-ortiz.jpg',
  photo_alt_en: 'Portrait',
  photo_alt_es: 'Retrato',
  summary_en: 'Summary',
  summary_es: 'Resumen',
  languages_en: ['Spanish'],
  languages_es: ['Español'],
  practice_areas_en: [],
  practice_areas_es: [],
  associations_en: [],
  associations_es: [],
  social: {},
};

const folders: string[] = [];

function load(profile: Record<string, unknown>) {
  const root = mkdtempSync(path.join(tmpdir(), 'attorneys-'));
  folders.push(root);
  const dir = path.join(root, 'attorneys', 'daniel-ortiz');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'profile.json'), JSON.stringify(profile));
  writeFileSync(path.join(dir, 'bio.es.md'), 'Biografía.');
  writeFileSync(path.join(dir, 'bio.en.md'), 'Biography.');
  const problems: string[] = [];
  return { attorneys: loadAttorneys(root, problems), problems };
}

afterAll(() => {
  for (const root of folders) rmSync(root, { recursive: true, force: true });
});

describe('loadAttorneys', () => {
  it('When a profile states its bar admissions, then they are kept and the licence badges follow them', () => {
    const { attorneys, problems } = load({
      ...PROFILE,
      bar_admissions: [
        { jurisdiction: 'Virginia', bar_number: '00000' },
        { jurisdiction: 'Maryland', bar_number: '0000000000' },
      ],
    });
    expect(problems).toEqual([]);
    expect(attorneys[0]?.bar_admissions).toEqual([
      { jurisdiction: 'Virginia', bar_number: '00000' },
      { jurisdiction: 'Maryland', bar_number: '0000000000' },
    ]);
    expect(attorneys[0]?.licensed_in).toEqual(['Virginia', 'Maryland']);
  });

  it('When a profile states no bar admission (an "attorney" with no licence), then the import refuses it, naming the file', () => {
    for (const admissions of [[], undefined]) {
      const { attorneys, problems } = load({ ...PROFILE, bar_admissions: admissions });
      expect(attorneys).toEqual([]);
      expect(problems).toEqual([
        expect.stringMatching(/^attorneys\/daniel-ortiz\/profile\.json: bar_admissions: /),
      ]);
    }
  });

  it('When a bar admission has no number, then the import refuses it', () => {
    const { problems } = load({ ...PROFILE, bar_admissions: [{ jurisdiction: 'Virginia' }] });
    expect(problems).toEqual([
      expect.stringMatching(
        /^attorneys\/daniel-ortiz\/profile\.json: bar_admissions\.0\.bar_number/,
      ),
    ]);
  });
});
