import { cssUrl, shouldHoldForReveal } from './reveal-logic';

const below = { top: 900, viewportHeight: 800, reducedMotion: false, canObserve: true };

describe('reveal logic', () => {
  it('When an element is still wholly below the viewport after hydration, then it is held back for its reveal', () => {
    expect(shouldHoldForReveal(below)).toBe(true);
    expect(shouldHoldForReveal({ ...below, top: 800 })).toBe(true);
  });

  it('When an element is in view or above it, then it is never hidden', () => {
    expect(shouldHoldForReveal({ ...below, top: 799 })).toBe(false);
    expect(shouldHoldForReveal({ ...below, top: -400 })).toBe(false);
  });

  it('When the visitor asks for reduced motion, then nothing is held back', () => {
    expect(shouldHoldForReveal({ ...below, reducedMotion: true })).toBe(false);
  });

  it('When the browser has no IntersectionObserver, then nothing is held back', () => {
    expect(shouldHoldForReveal({ ...below, canObserve: false })).toBe(false);
  });

  it('When an image address is put in CSS, then it is quoted and its quotes, backslashes and newlines escaped', () => {
    expect(cssUrl('/media/texture.webp')).toBe('url("/media/texture.webp")');
    expect(cssUrl('/a"b\\c\nd')).toBe('url("/a\\"b\\\\c\\a d")');
  });
});
