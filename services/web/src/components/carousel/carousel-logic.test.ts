import {
  centreIndex,
  clampIndex,
  counterText,
  indexAtScroll,
  positionCount,
  scrollLeftOf,
  showsDots,
  slidesPerView,
  startPosition,
  stepIndex,
  visibleRange,
  wrapIndex,
} from './carousel-logic';

describe('carousel logic', () => {
  it('When three 300 px slides with 16 px gaps fill a 932 px track, then three fit per view', () => {
    expect(slidesPerView(932, 300, 316)).toBe(3);
    expect(slidesPerView(375, 375, 391)).toBe(1);
    expect(slidesPerView(1200, 592, 608)).toBe(2);
  });

  it('When the layout is not measurable yet (zero sizes), then one slide per view is assumed', () => {
    expect(slidesPerView(0, 0, 0)).toBe(1);
    expect(slidesPerView(800, 300, 0)).toBe(1);
  });

  it('When 8 slides show 3 at a time from the start, then there are 6 positions (dots)', () => {
    expect(positionCount(8, 3, 'start')).toBe(6);
    expect(positionCount(8, 1, 'start')).toBe(8);
  });

  it('When all slides fit, then there is one position; with no slides, none', () => {
    expect(positionCount(2, 2, 'start')).toBe(1);
    expect(positionCount(2, 3, 'start')).toBe(1);
    expect(positionCount(0, 1, 'start')).toBe(0);
  });

  it('When slides are centred, then every slide is a position', () => {
    expect(positionCount(5, 3, 'center')).toBe(5);
  });

  it('When the carousel loops, then next after the last is the first and previous before the first is the last', () => {
    expect(stepIndex(3, 1, 4, true)).toBe(0);
    expect(stepIndex(0, -1, 4, true)).toBe(3);
    expect(stepIndex(1, 1, 4, true)).toBe(2);
    expect(wrapIndex(-5, 4)).toBe(3);
    expect(wrapIndex(2, 0)).toBe(0);
  });

  it('When the carousel does not loop, then it stops at the ends', () => {
    expect(stepIndex(3, 1, 4, false)).toBe(3);
    expect(stepIndex(0, -1, 4, false)).toBe(0);
    expect(clampIndex(9, 0)).toBe(0);
  });

  it('When the track is scrolled, then the position is the nearest snap point, within range', () => {
    expect(indexAtScroll(0, 316, 6)).toBe(0);
    expect(indexAtScroll(640, 316, 6)).toBe(2);
    expect(indexAtScroll(470, 316, 6)).toBe(1);
    expect(indexAtScroll(99_999, 316, 6)).toBe(5);
    expect(indexAtScroll(500, 0, 6)).toBe(0);
  });

  it('When a position is chosen, then the track scrolls to position times step', () => {
    expect(scrollLeftOf(0, 316)).toBe(0);
    expect(scrollLeftOf(4, 316)).toBe(1264);
  });

  it('When 3 slides show from the start at position 2, then slides 2 to 4 are visible and 3 is the centre', () => {
    expect(visibleRange(2, 3, 8, 'start')).toEqual({ first: 2, last: 4 });
    expect(centreIndex(2, 3, 8, 'start')).toBe(3);
  });

  it('When slides are centred, then the position is the centre and its neighbours are visible', () => {
    expect(visibleRange(0, 3, 5, 'center')).toEqual({ first: 0, last: 1 });
    expect(visibleRange(2, 3, 5, 'center')).toEqual({ first: 1, last: 3 });
    expect(visibleRange(4, 3, 5, 'center')).toEqual({ first: 3, last: 4 });
    expect(centreIndex(4, 3, 5, 'center')).toBe(4);
  });

  it('When one slide shows, then it alone is visible and centred', () => {
    expect(visibleRange(3, 1, 4, 'start')).toEqual({ first: 3, last: 3 });
    expect(centreIndex(3, 1, 4, 'start')).toBe(3);
  });
});

describe('carousel start and counter', () => {
  it('When a centred carousel shows 3 and starts "full", then it starts at the second slide (no empty left third)', () => {
    expect(startPosition('full', 3, 6, 'center')).toBe(1);
    expect(startPosition('full', 5, 6, 'center')).toBe(2);
  });

  it('When a carousel shows 1, or aligns slides to the start, then "full" is the first position', () => {
    expect(startPosition('full', 1, 6, 'center')).toBe(0);
    expect(startPosition('full', 3, 4, 'start')).toBe(0);
  });

  it('When a start index is given, then it is held inside the positions', () => {
    expect(startPosition(2, 1, 6, 'start')).toBe(2);
    expect(startPosition(9, 1, 6, 'start')).toBe(5);
    expect(startPosition(-1, 1, 6, 'start')).toBe(0);
    expect(startPosition('full', 3, 0, 'center')).toBe(0);
  });

  it('When there are at most 8 positions, then dots show; with 24 (reviews on a phone), the counter', () => {
    expect(showsDots(8)).toBe(true);
    expect(showsDots(9)).toBe(false);
    expect(showsDots(24)).toBe(false);
    expect(showsDots(12, 12)).toBe(true);
  });

  it('When the third of 24 slides is first in view, then the counter reads "3 / 24"', () => {
    expect(counterText(2, 24)).toBe('3 / 24');
    expect(counterText(0, 1)).toBe('1 / 1');
    expect(counterText(30, 24)).toBe('24 / 24');
  });
});
