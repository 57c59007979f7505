import { classNames } from './class-names';
import { prefersReducedMotion, scrollBehavior } from './reduced-motion';

function withMotionPreference(reduce: boolean | undefined, check: () => void): void {
  const global = globalThis as { matchMedia?: unknown };
  global.matchMedia =
    reduce === undefined ? undefined : (query: string) => ({ matches: reduce, media: query });
  try {
    check();
  } finally {
    delete global.matchMedia;
  }
}

describe('reduced motion and class names', () => {
  it('When the visitor asks for reduced motion, then programmatic scrolls are instant', () => {
    withMotionPreference(true, () => {
      expect(prefersReducedMotion()).toBe(true);
      expect(scrollBehavior()).toBe('auto');
    });
  });

  it('When motion is welcome, then programmatic scrolls are smooth', () => {
    withMotionPreference(false, () => expect(scrollBehavior()).toBe('smooth'));
  });

  it('When there is no matchMedia (server), then reduced motion is not assumed', () => {
    withMotionPreference(undefined, () => expect(prefersReducedMotion()).toBe(false));
  });

  it('When some class names are unset, then only the set ones are joined', () => {
    expect(classNames('a', false, undefined, 'b', null, '')).toBe('a b');
  });
});
