import type { FocusEvent, RefObject } from 'react';
import { useEffect, useRef, useState } from 'react';
import { watchInView } from '../../lib/in-view';
import { useReducedMotion } from '../../lib/reduced-motion';

/** Options of {@link useAutoplay}. */
export type TAutoplayOptions = {
  /** The element whose hover, keyboard focus and visibility pause the rotation. */
  rootRef: RefObject<HTMLElement | null>;
  /** Delay between two advances; no autoplay when missing or 0. */
  delayMs: number | undefined;
  /** False while there is nothing to rotate (before hydration, or all slides fit). */
  enabled: boolean;
  /** Advances one step. */
  onTick: () => void;
  /** Changes whenever the carousel moves (by hand or by the timer), so the next advance waits a full delay. */
  position: number;
};

/** What {@link useAutoplay} gives the carousel. */
export type TAutoplayState = {
  /** The timer is running now. */
  running: boolean;
  /** Paused by the visitor's control, or by reduced motion until the visitor presses play. */
  paused: boolean;
  toggle: () => void;
  /** Spread on the root element: hover and keyboard focus inside pause the rotation. */
  handlers: {
    onPointerEnter: () => void;
    onPointerLeave: () => void;
    onFocus: (event: FocusEvent) => void;
    onBlur: (event: FocusEvent) => void;
  };
};

/** Marks the pause/play button: focus on it does not pause, so it can start the rotation again. */
export const AUTOPLAY_TOGGLE_ATTRIBUTE = 'data-autoplay-toggle';

function pausesOnFocus(target: Element): boolean {
  if (target.hasAttribute(AUTOPLAY_TOGGLE_ATTRIBUTE)) return false;
  try {
    // Keyboard focus pauses; a tap or click on an arrow (which also focuses it) does not.
    return target.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * The rotation of a carousel (WCAG 2.2.2): advances every `delayMs` after hydration; pauses while hovered,
 * while keyboard focus is inside, while the tab is hidden or the carousel is off screen, and when the visitor
 * presses pause. Off under `prefers-reduced-motion` until the visitor presses play.
 */
export function useAutoplay({
  rootRef,
  delayMs,
  enabled,
  onTick,
  position,
}: TAutoplayOptions): TAutoplayState {
  const reducedMotion = useReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [tabHidden, setTabHidden] = useState(false);
  const [onScreen, setOnScreen] = useState(true);
  const tick = useRef(onTick);
  useEffect(() => {
    tick.current = onTick;
  });

  const paused = choice ?? reducedMotion;
  const running =
    enabled && Boolean(delayMs) && !paused && !hovered && !focused && !tabHidden && onScreen;

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => tick.current(), delayMs);
    return () => clearTimeout(timer);
  }, [running, delayMs, position]);

  useEffect(() => {
    const root = rootRef.current;
    if (!root || !delayMs) return;
    const onVisibility = () => setTabHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    const stopWatching = watchInView(root, setOnScreen);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stopWatching();
    };
  }, [rootRef, delayMs]);

  return {
    running,
    paused,
    toggle: () => setChoice(!paused),
    handlers: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: (event) => setFocused(pausesOnFocus(event.target)),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}
