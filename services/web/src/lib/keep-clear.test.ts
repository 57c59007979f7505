import { rootMarginFor } from './keep-clear';

describe('rootMarginFor', () => {
  it('When a 58 px button floats 16 px from the bottom right of a 375 × 740 phone, then the observed area is the button’s box', () => {
    const button = { top: 666, right: 359, bottom: 724, left: 301 };
    expect(rootMarginFor(button, { width: 375, height: 740 })).toBe('-666px -16px -16px -301px');
  });

  it('When the box reaches past the viewport, then no margin grows the area beyond it', () => {
    expect(
      rootMarginFor({ top: -4, right: 380, bottom: 750, left: 0 }, { width: 375, height: 740 }),
    ).toBe('0px 0px 0px 0px');
  });
});
