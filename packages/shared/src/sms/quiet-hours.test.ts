import { isTextingTime, nextTextingTime } from './quiet-hours';

// America/Denver: MST is UTC−7, MDT is UTC−6.
const at = (iso: string) => Date.parse(iso);

describe('texting hours (8:00–21:00, El Paso time)', () => {
  it.each([
    ['2026-11-27T15:00:00Z', true], // 8:00 MST
    ['2026-11-27T14:59:00Z', false], // 7:59
    ['2026-11-28T03:59:00Z', true], // 20:59
    ['2026-11-28T04:00:00Z', false], // 21:00
    ['2026-07-01T14:00:00Z', true], // 8:00 MDT
  ])('When it is %s, then texting time is %p', (iso, expected) => {
    expect(isTextingTime(at(iso))).toBe(expected);
  });

  it('When a text is due in texting hours, then it goes at once', () => {
    expect(nextTextingTime(at('2026-11-27T18:30:15Z'))).toBe(at('2026-11-27T18:30:15Z'));
  });

  it('When a text is due at 23:10, then it waits for 8:00 the next morning', () => {
    // 23:10 MST on the 27th is 06:10Z on the 28th; 8:00 MST on the 28th is 15:00Z.
    expect(nextTextingTime(at('2026-11-28T06:10:00Z'))).toBe(at('2026-11-28T15:00:00Z'));
  });

  it('When a text is due at 5:42 in the morning, then it waits for 8:00 that day', () => {
    expect(nextTextingTime(at('2026-11-27T12:42:30Z'))).toBe(at('2026-11-27T15:00:00Z'));
  });

  it('When the clocks go back that night, then the text still waits for 8:00 on the wall clock', () => {
    // 22:00 MDT on 31 Oct 2026 (04:00Z on 1 Nov); DST ends 1 Nov at 2:00; 8:00 MST is 15:00Z.
    expect(nextTextingTime(at('2026-11-01T04:00:00Z'))).toBe(at('2026-11-01T15:00:00Z'));
  });

  it('When the clocks go forward that night, then the text still waits for 8:00 on the wall clock', () => {
    // 22:00 MST on 7 Mar 2026 (05:00Z on 8 Mar); DST starts 8 Mar at 2:00; 8:00 MDT is 14:00Z.
    expect(nextTextingTime(at('2026-03-08T05:00:00Z'))).toBe(at('2026-03-08T14:00:00Z'));
  });
});
