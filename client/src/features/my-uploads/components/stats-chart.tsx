import type { StatsDay } from '@inkreel/shared';
import { useId } from 'react';
import { formatCount } from '../../../lib/format/format';

const WIDTH = 600;
const HEIGHT = 200;
const AXIS = 28;
const TOP = 12;

/** "28 Nov": a day of the chart, in the user's language. */
export const dayLabel = (date: string, style: 'short' | 'long' = 'short') =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, {
    day: 'numeric',
    month: style === 'short' ? 'short' : 'long',
    timeZone: 'UTC',
  });

/** What the chart shows, in one sentence for a screen reader. */
export function describeDays(
  days: readonly { date: string; value: number }[],
  unit: string,
): string {
  const total = days.reduce((sum, d) => sum + d.value, 0);
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return `No ${unit} to show.`;
  const span = `from ${dayLabel(first.date, 'long')} to ${dayLabel(last.date, 'long')}`;
  if (total === 0) return `No ${unit} on any of the ${days.length} days ${span}.`;
  const best = days.reduce((a, b) => (b.value > a.value ? b : a));
  return `${formatCount(total)} ${unit} over the ${days.length} days ${span}; the most, ${formatCount(best.value)}, on ${dayLabel(best.date, 'long')}.`;
}

interface Props {
  days: readonly StatsDay[];
  /** Which count to draw, and its plural word ("views", "plays"). */
  metric: 'views' | 'likes' | 'comments';
  unit: string;
}

/**
 * One count per day as bars in plain SVG: it scales to the width it is given (320 px phones
 * included), takes its colours from the theme, and says what it shows in its title and
 * description; the numbers themselves are in a table below it.
 */
export function StatsChart({ days, metric, unit }: Props) {
  const id = useId();
  const values = days.map((d) => ({ date: d.date, value: d[metric] ?? 0 }));
  const max = Math.max(1, ...values.map((v) => v.value));
  const step = WIDTH / Math.max(1, values.length);
  const plot = HEIGHT - AXIS - TOP;
  const labelled = [0, Math.floor((values.length - 1) / 2), values.length - 1];
  return (
    <figure className="stats-chart">
      <span className="stats-chart-max" aria-hidden="true">
        {formatCount(max)}
      </span>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        preserveAspectRatio="none"
      >
        <title id={`${id}-title`}>{`${unit[0]?.toUpperCase()}${unit.slice(1)} per day`}</title>
        <desc id={`${id}-desc`}>{describeDays(values, unit)}</desc>
        <line className="stats-chart-axis" x1={0} x2={WIDTH} y1={TOP + plot} y2={TOP + plot} />
        <line className="stats-chart-grid" x1={0} x2={WIDTH} y1={TOP} y2={TOP} />
        {values.map((v, i) => {
          const h = (v.value / max) * plot;
          return (
            <rect
              key={v.date}
              className="stats-chart-bar"
              x={i * step + step * 0.15}
              y={TOP + plot - h}
              width={step * 0.7}
              height={Math.max(h, v.value > 0 ? 1 : 0)}
            />
          );
        })}
      </svg>
      <div className="stats-chart-days" aria-hidden="true">
        {[...new Set(labelled)].map((i) => (
          <span key={i}>{values[i] ? dayLabel(values[i].date) : ''}</span>
        ))}
      </div>
      <details className="stats-table">
        <summary>Show the numbers</summary>
        <table>
          <caption className="visually-hidden">{`${unit} per day`}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">{`${unit[0]?.toUpperCase()}${unit.slice(1)}`}</th>
            </tr>
          </thead>
          <tbody>
            {values.map((v) => (
              <tr key={v.date}>
                <th scope="row">{dayLabel(v.date, 'long')}</th>
                <td>{formatCount(v.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
