import { DOUBLE_ESCAPE_WINDOW_MS, trackDoubleEscape } from './double-escape';

const esc = (at: number, repeat = false) => ({ key: 'Escape', repeat, at });
const key = (name: string, at: number) => ({ key: name, repeat: false, at });

describe('trackDoubleEscape', () => {
  it('When Escape is pressed once, then it does not leave', () => {
    const track = trackDoubleEscape();
    expect(track(esc(100))).toBe(false);
  });

  it('When Escape is pressed twice within the window, then the second press leaves', () => {
    const track = trackDoubleEscape();
    expect(track(esc(100))).toBe(false);
    expect(track(esc(100 + DOUBLE_ESCAPE_WINDOW_MS))).toBe(true);
  });

  it('When the second press comes later than the window, then it does not leave but starts a new pair', () => {
    const track = trackDoubleEscape();
    expect(track(esc(0))).toBe(false);
    expect(track(esc(DOUBLE_ESCAPE_WINDOW_MS + 1))).toBe(false);
    expect(track(esc(DOUBLE_ESCAPE_WINDOW_MS + 400))).toBe(true);
  });

  it('When a pair has left, then a third press begins a new pair', () => {
    const track = trackDoubleEscape();
    track(esc(0));
    expect(track(esc(200))).toBe(true);
    expect(track(esc(300))).toBe(false);
    expect(track(esc(500))).toBe(true);
  });

  it('When Escape is held down, then the repeats do not count as a second press', () => {
    const track = trackDoubleEscape();
    expect(track(esc(0))).toBe(false);
    expect(track(esc(30, true))).toBe(false);
    expect(track(esc(60, true))).toBe(false);
    expect(track(esc(90))).toBe(true);
  });

  it('When another key comes between the two presses, then the pair is broken', () => {
    const track = trackDoubleEscape();
    track(esc(0));
    expect(track(key('Tab', 100))).toBe(false);
    expect(track(esc(200))).toBe(false);
    expect(track(esc(300))).toBe(true);
  });

  it('When only a modifier comes between the two presses, then the pair still counts', () => {
    const track = trackDoubleEscape();
    track(esc(0));
    track(key('Shift', 100));
    expect(track(esc(200))).toBe(true);
  });

  it('When the clock goes backwards, then the pair does not count', () => {
    const track = trackDoubleEscape();
    track(esc(500));
    expect(track(esc(400))).toBe(false);
  });

  it('When a window is given, then it is used', () => {
    const track = trackDoubleEscape(300);
    track(esc(0));
    expect(track(esc(301))).toBe(false);
    expect(track(esc(600))).toBe(true);
  });
});
