import { useId } from 'react';
import { apartFill, ChartPatterns, seriesFill, Swatch } from './chart-patterns';
import styles from './charts.module.css';

/** Props of {@link StackedColumns}. */
export type TStackedColumnsProps = {
  /** The stacked series' names (legend order). */
  series: string[];
  /** The series drawn apart, beside each column (spam), and its name. */
  apartName: string;
  columns: { label: string; values: number[]; apart: number }[];
  /** The axis' words: the highest count, and the first and last column's labels. */
  maxLabel: (max: number) => string;
};

/**
 * Columns stacked by series (leads per day or week by source), with a thin column of the series
 * apart beside each (spam). SVG on the server; the legend and axis labels are page text. Hidden from
 * screen readers, who read the table below it.
 */
export function StackedColumns({ series, apartName, columns, maxLabel }: TStackedColumnsProps) {
  const prefix = `cols${useId().replace(/:/g, '')}`;
  const max = Math.max(
    1,
    ...columns.map((column) => column.values.reduce((a, b) => a + b, 0) + column.apart),
  );
  const step = 10;
  const height = 100;
  return (
    <div className={styles.columns} aria-hidden="true">
      <ul className={styles.legend}>
        {series.map((name, index) => (
          <li key={name}>
            <Swatch fill={seriesFill(prefix, index)} />
            {name}
          </li>
        ))}
        <li>
          <Swatch fill={apartFill(prefix)} />
          {apartName}
        </li>
      </ul>
      <span className={styles.axisMax}>{maxLabel(max)}</span>
      <svg
        className={styles.columnsSvg}
        viewBox={`0 0 ${columns.length * step} ${height}`}
        preserveAspectRatio="none"
        focusable="false"
      >
        <ChartPatterns prefix={prefix} />
        <line x1="0" x2={columns.length * step} y1={height} y2={height} className={styles.axis} />
        {columns.map((column, index) => {
          let top = height;
          const x = index * step + 1;
          return (
            <g key={column.label}>
              {column.values.map((value, at) => {
                const h = (value / max) * height;
                top -= h;
                return value > 0 ? (
                  <rect
                    key={at}
                    x={x}
                    y={top}
                    width={step * 0.6}
                    height={h}
                    fill={seriesFill(prefix, at)}
                  />
                ) : null;
              })}
              {column.apart > 0 ? (
                <rect
                  x={x + step * 0.6}
                  y={height - (column.apart / max) * height}
                  width={step * 0.25}
                  height={(column.apart / max) * height}
                  fill={apartFill(prefix)}
                />
              ) : null}
            </g>
          );
        })}
      </svg>
      <div className={styles.axisDays}>
        <span>{columns[0]?.label}</span>
        <span>{columns.at(-1)?.label}</span>
      </div>
    </div>
  );
}
