import type { ReactNode } from 'react';

/**
 * The series of the charts: each a colour that passes 3:1 against white (WCAG's non-text contrast)
 * and a fill pattern of its own, so a series is told apart without its colour (printed in grey, or by
 * someone who does not see the difference); the legend and the table name them in words too.
 */

/** How many series have a look of their own (more are folded into "other" by the caller). */
export const SERIES_LOOKS = 6;

/** The pattern drawn over each series' colour: none, stripes, dots, cross, bars, dashes. */
const MARKS = [
  null,
  <path key="m" d="M-1 1l2-2M0 6l6-6M5 7l2-2" stroke="white" strokeWidth="1.4" />,
  <circle key="m" cx="3" cy="3" r="1.3" fill="white" />,
  <path key="m" d="M0 0l6 6M6 0l-6 6" stroke="white" strokeWidth="1" />,
  <path key="m" d="M3 0v6" stroke="white" strokeWidth="1.6" />,
  <path key="m" d="M0 3h6" stroke="white" strokeWidth="1.6" />,
];

/** The fill of series `index` in a chart whose patterns were defined with `prefix`. */
export function seriesFill(prefix: string, index: number): string {
  return `url(#${prefix}-s${index % SERIES_LOOKS})`;
}

/** The fill of the "apart" series (spam, not qualified): grey with stripes. */
export function apartFill(prefix: string): string {
  return `url(#${prefix}-apart)`;
}

/** The patterns of one chart (ids start with `prefix`, unique in the page: `useId()`). */
export function ChartPatterns({ prefix }: { prefix: string }) {
  const pattern = (id: string, colour: string, mark: ReactNode) => (
    <pattern key={id} id={id} width="6" height="6" patternUnits="userSpaceOnUse">
      <rect width="6" height="6" fill={colour} />
      {mark}
    </pattern>
  );
  return (
    <defs>
      {MARKS.map((mark, index) =>
        pattern(`${prefix}-s${index}`, `var(--chart-series-${index + 1})`, mark),
      )}
      {pattern(`${prefix}-apart`, 'var(--chart-apart)', MARKS[1])}
    </defs>
  );
}

/** A legend swatch: a small square filled like its series (`fill` from {@link seriesFill}). */
export function Swatch({ fill }: { fill: string }) {
  return (
    <svg width="16" height="16" aria-hidden="true" focusable="false">
      <rect width="16" height="16" rx="3" fill={fill} />
    </svg>
  );
}
