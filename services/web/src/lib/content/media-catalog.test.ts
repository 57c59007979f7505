import type { TMediaInfo } from '@firm/shared/content/media-info';
import { infoBySourceName } from './media-catalog';

const info = (file: string): TMediaInfo => ({
  file,
  content_type: 'image/jpeg',
  width: 1200,
  height: 800,
  variants: [],
});

describe('infoBySourceName', () => {
  const catalog = [
    info('hero-claim.3f9a1c2b.jpg'),
    info('hero-claim-old.0000aaaa.jpg'),
    info('home-firm.1234abcd.mp4'),
  ];

  it('When a source name has a fingerprinted original, then its info is found', () => {
    expect(infoBySourceName(catalog, 'hero-claim.jpg')?.file).toBe('hero-claim.3f9a1c2b.jpg');
    expect(infoBySourceName(catalog, 'home-firm.mp4')?.file).toBe('home-firm.1234abcd.mp4');
  });

  it('When only a file with a longer name or another extension exists, then nothing is found', () => {
    expect(infoBySourceName(catalog, 'hero.jpg')).toBeNull();
    expect(infoBySourceName(catalog, 'home-firm.webm')).toBeNull();
    expect(infoBySourceName([], 'hero-claim.jpg')).toBeNull();
  });
});
