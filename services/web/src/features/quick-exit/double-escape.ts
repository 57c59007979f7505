/** Two presses of Escape at most this far apart leave the site (a single press does nothing). */
export const DOUBLE_ESCAPE_WINDOW_MS = 1000;

/** One key press, as the tracker needs it. */
export type TKeyPress = {
  /** `KeyboardEvent.key`. */
  key: string;
  /** `KeyboardEvent.repeat`: the key is held down. */
  repeat: boolean;
  /** When it was pressed, in ms (`Date.now()`). */
  at: number;
};

// Keys that are held with others: pressing them between two Escapes does not break the pair.
const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock']);

/**
 * A tracker of the Quick exit shortcut: feed it every key press; it answers true on the second of two
 * Escape presses within `windowMs`, then starts over (a third press begins a new pair). A press earlier than the one before (the
 * clock was set back) does not complete a pair. A held Escape key
 * counts once, and any other key between the two presses (Tab, a letter) breaks the pair, so that closing
 * a menu with Escape and typing on does not leave the site.
 * @param windowMs - the longest time between the two presses
 */
export function trackDoubleEscape(
  windowMs: number = DOUBLE_ESCAPE_WINDOW_MS,
): (press: TKeyPress) => boolean {
  let first: number | null = null;
  return ({ key, repeat, at }) => {
    if (key !== 'Escape') {
      if (!MODIFIERS.has(key)) first = null;
      return false;
    }
    if (repeat) return false;
    if (first !== null && at >= first && at - first <= windowMs) {
      first = null;
      return true;
    }
    first = at;
    return false;
  };
}
