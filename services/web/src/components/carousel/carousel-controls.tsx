import type { ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../icons';
import styles from './carousel.module.css';
import { counterText, showsDots } from './carousel-logic';
import { AUTOPLAY_TOGGLE_ATTRIBUTE } from './use-autoplay';

/** The carousel's control labels, in the page's language (the carousel itself has no words). */
export type TCarouselLabels = {
  previous: string;
  next: string;
  /** The pause/play button while the carousel rotates, e.g. 'Pause' / 'Pausar'. */
  pause: string;
  /** The pause/play button while it is paused, e.g. 'Play' / 'Reproducir'. */
  play: string;
  /** A slide's name, e.g. `(3, 8) => '3 of 8'` / `'3 de 8'`. */
  slide: (n: number, total: number) => string;
  /** A dot's label, e.g. `(3, 8) => 'Go to slide 3 of 8'` / `'Ir a la diapositiva 3 de 8'`. */
  goTo: (n: number, total: number) => string;
  /**
   * What the compact counter ('3 / 24', shown instead of dots when there are many positions) says to
   * screen readers, e.g. `(3, 24) => 'Slide 3 of 24'` / `'Diapositiva 3 de 24'`.
   */
  counter: (n: number, total: number) => string;
};

/** Props of {@link CarouselControls}. */
export type TCarouselControlsProps = {
  labels: TCarouselLabels;
  trackId: string;
  count: number;
  positions: number;
  index: number;
  loop: boolean;
  /** Whether there is a pause/play button (the carousel autoplays). */
  autoplay: boolean;
  paused: boolean;
  onToggle: () => void;
  onGoTo: (index: number) => void;
  onMove: (delta: number) => void;
};

/**
 * Pause/play, previous, one dot per position (or, with more positions than fit a phone's line, a counter
 * '3 / 24') and next: real buttons, labelled by the caller's words.
 */
export function CarouselControls({
  labels,
  trackId,
  count,
  positions,
  index,
  loop,
  autoplay,
  paused,
  onToggle,
  onGoTo,
  onMove,
}: TCarouselControlsProps) {
  const arrow = (part: 'previous' | 'next', delta: number, atEnd: boolean, icon: ReactNode) => (
    <button
      type="button"
      className={styles.button}
      data-part={part}
      aria-controls={trackId}
      aria-label={labels[part]}
      disabled={!loop && atEnd}
      onClick={() => onMove(delta)}
    >
      {icon}
    </button>
  );
  return (
    <div className={styles.controls} data-part="controls">
      {autoplay ? (
        <button
          type="button"
          className={styles.button}
          data-part="toggle"
          {...{ [AUTOPLAY_TOGGLE_ATTRIBUTE]: '' }}
          aria-label={paused ? labels.play : labels.pause}
          onClick={onToggle}
        >
          {paused ? <PlayIcon /> : <PauseIcon />}
        </button>
      ) : null}
      {arrow('previous', -1, index === 0, <ChevronLeftIcon />)}
      {showsDots(positions) ? (
        <div className={styles.dots} data-part="dots">
          {Array.from({ length: positions }, (_, i) => (
            <button
              key={i}
              type="button"
              className={styles.dot}
              data-part="dot"
              aria-controls={trackId}
              aria-label={labels.goTo(i + 1, count)}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => onGoTo(i)}
            />
          ))}
        </div>
      ) : (
        <p className={styles.counter} data-part="counter">
          <span aria-hidden="true">{counterText(index, count)}</span>
          <span className="visually-hidden">{labels.counter(index + 1, count)}</span>
        </p>
      )}
      {arrow('next', 1, index === positions - 1, <ChevronRightIcon />)}
    </div>
  );
}
