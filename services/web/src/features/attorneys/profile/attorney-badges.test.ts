import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { TAttorney } from '@firm/shared/content/attorney';
import type { TMediaInfo } from '@firm/shared/content/media-info';
import { repoPaths } from '@firm/shared/server/paths';
import {
  attorneyBadges,
  badgeFileName,
  badgeMediaOf,
  nameSlug,
  sourceNameOf,
} from './attorney-badges';

const info = (file: string): TMediaInfo => ({
  file,
  content_type: 'image/png',
  width: 240,
  height: 240,
  variants: [],
});

const attorney = {
  licensed_in: ['Texas'],
  associations_en: ['State Bar of Texas', 'Colegio Nuevo'],
  associations_es: ['Colegio de Abogados de Texas (State Bar of Texas)', 'Colegio Nuevo'],
} as TAttorney;

describe('attorney badges', () => {
  it('When names are turned into file names, then accents, capitals and punctuation become plain hyphenated words', () => {
    expect(nameSlug('American Immigration Lawyers Association (AILA)')).toBe(
      'american-immigration-lawyers-association-aila',
    );
    expect(nameSlug(' Nuevo México ')).toBe('nuevo-mexico');
    expect(badgeFileName('licence', 'New Mexico')).toBe('badge-licensed-new-mexico.png');
    expect(badgeFileName('association', 'State Bar of Texas')).toBe('badge-state-bar-of-texas.png');
  });

  it('When a media name is fingerprinted, then its source name drops only the fingerprint', () => {
    expect(sourceNameOf('badge-state-bar-of-texas.1a2b3c4d.png')).toBe(
      'badge-state-bar-of-texas.png',
    );
    expect(sourceNameOf('badge-plain.png')).toBe('badge-plain.png');
    expect(sourceNameOf('a.b.12345678.jpg')).toBe('a.b.jpg');
  });

  it('When the catalogue has an image for a licence or association, then its badge shows the image with words in the page language; otherwise the name alone', () => {
    const media = badgeMediaOf([
      info('badge-licensed-texas.0badf00d.png'),
      info('badge-state-bar-of-texas.12345678.png'),
      info('attorney-ana-herrera.87654321.jpg'),
    ]);
    expect([...media.keys()]).toEqual(['badge-licensed-texas.png', 'badge-state-bar-of-texas.png']);
    const es = attorneyBadges(attorney, 'es', media);
    expect(es.map(({ kind, label, media: m }) => [kind, label, m?.file ?? null])).toEqual([
      ['licence', 'Licencia para ejercer en Texas', 'badge-licensed-texas.0badf00d.png'],
      [
        'association',
        'Colegio de Abogados de Texas (State Bar of Texas)',
        'badge-state-bar-of-texas.12345678.png',
      ],
      ['association', 'Colegio Nuevo', null],
    ]);
    expect(es[0]?.alt).toBe('Insignia: licencia para ejercer la abogacía en Texas');
    const en = attorneyBadges(attorney, 'en', media);
    expect(en[1]?.alt).toBe('Badge: State Bar of Texas membership');
  });

  it('When the seed profiles are read, then every licence and association has its badge image in infra/content/media', () => {
    const root = repoPaths().content;
    const slugs = readdirSync(path.join(root, 'attorneys'));
    const expected = slugs.flatMap((slug) => {
      const profile = JSON.parse(
        readFileSync(path.join(root, 'attorneys', slug, 'profile.json'), 'utf8'),
      ) as TAttorney;
      return [
        ...profile.bar_admissions.map((bar) => badgeFileName('licence', bar.jurisdiction)),
        ...profile.associations_en.map((name) => badgeFileName('association', name)),
      ];
    });
    expect(expected.length).toBeGreaterThan(0);
    for (const file of expected) {
      expect([file, existsSync(path.join(root, 'media', file))]).toEqual([file, true]);
    }
  });
});
