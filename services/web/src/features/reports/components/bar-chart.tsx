import { useId } from 'react';
import { apartFill, ChartPatterns, seriesFill } from './chart-patterns';
import styles from './charts.module.css';

/** One bar: its label, its value, the text shown for it, and whether it stands apart (spam). */
export type TBar = { label: string; value: number; text: string; note?: string; apart?: boolean };

/** Props of {@link BarChart}. */
export type TBarChartProps = {
  bars: TBar[];
  /** Each bar its own series look (sources); else all bars share the first. */
  distinct?: boolean;
  /** Where the bars start: at the left (a ranking) or centred (a funnel). */
  align?: 'start' | 'center';
};

/**
 * Horizontal bars drawn in SVG on the server, with their labels and figures as page text beside them
 * (legible at any width; the table below the chart holds the same figures). The chart is decoration
 * for screen readers: they read the table.
 */
export function BarChart({ bars, distinct = false, align = 'start' }: TBarChartProps) {
  const prefix = `bars${useId().replace(/:/g, '')}`;
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <div className={styles.bars} aria-hidden="true">
      <svg className={styles.defs} focusable="false">
        <ChartPatterns prefix={prefix} />
      </svg>
      {bars.map((bar, index) => {
        const width = (bar.value / max) * 100;
        return (
          <div key={`${bar.label}-${index}`} className={styles.barRow}>
            <div className={styles.barLabel}>
              <span>{bar.label}</span>
              <span className={styles.barValue}>{bar.text}</span>
            </div>
            <svg
              className={styles.barTrack}
              viewBox="0 0 100 10"
              preserveAspectRatio="none"
              focusable="false"
            >
              <rect
                x={align === 'center' ? (100 - width) / 2 : 0}
                width={Math.max(width, bar.value > 0 ? 0.8 : 0)}
                height="10"
                rx="1"
                fill={bar.apart ? apartFill(prefix) : seriesFill(prefix, distinct ? index : 0)}
              />
            </svg>
            {bar.note ? <span className={styles.barNote}>{bar.note}</span> : null}
          </div>
        );
      })}
    </div>
  );
}
