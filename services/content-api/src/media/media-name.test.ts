import { fingerprintedName, variantName } from './fingerprint';
import { isFingerprinted, isSafeMediaName } from './media-name';
import { variantWidths } from './media-variants';

describe('isSafeMediaName', () => {
  it.each(['vawa.3f9a1c2b.jpg', 'travel-01.mp4', 'a_b.w480.avif'])(
    'When the name is %p, then it is safe',
    (name) => {
      expect(isSafeMediaName(name)).toBe(true);
    },
  );

  it.each([
    '../etc/passwd',
    '..',
    'a/../b.jpg',
    '/etc/passwd',
    'a\\b.jpg',
    '.env',
    'a..jpg',
    'x%2Fy.jpg',
    'a b.jpg',
    '',
    'é.jpg',
    'a\0.jpg',
  ])('When the name is %p, then it is refused', (name) => {
    expect(isSafeMediaName(name)).toBe(false);
  });
});

describe('fingerprints', () => {
  const sha = '3f9a1c2bdeadbeef';

  it('When a source is fingerprinted, then the hash sits before the extension', () => {
    expect(fingerprintedName('vawa-guide.jpg', sha)).toBe('vawa-guide.3f9a1c2b.jpg');
    expect(isFingerprinted('vawa-guide.3f9a1c2b.jpg')).toBe(true);
    expect(isFingerprinted('vawa-guide.jpg')).toBe(false);
  });

  it('When a variant is named, then it keeps the fingerprint and adds width and format', () => {
    expect(variantName('vawa-guide.3f9a1c2b.jpg', 480, 'avif')).toBe(
      'vawa-guide.3f9a1c2b.w480.avif',
    );
    expect(isFingerprinted('vawa-guide.3f9a1c2b.w480.avif')).toBe(true);
  });
});

describe('variantWidths', () => {
  it.each([
    [1200, [480, 800, 1200]],
    [1600, [480, 800, 1200]],
    [800, [480, 800]],
    [960, [480, 800, 960]],
    [128, [128]],
  ])('When the original is %p px wide, then the variants are %p', (width, widths) => {
    expect(variantWidths(width)).toEqual(widths);
  });
});
