import type { MonthlyEarnings } from '@teenfreelance/contracts/dashboard';
import { formatLongMonth, formatMoney, formatShortMonth } from './format.ts';

const WIDTH = 360;
const HEIGHT = 200;
const LABEL_HEIGHT = 20;
const TOP = 16;
const PLOT_HEIGHT = HEIGHT - LABEL_HEIGHT - TOP;

/** What the picture shows, in one sentence (the chart's accessible name). */
export function describeEarnings(months: readonly MonthlyEarnings[]): string {
  const total = months.reduce((sum, month) => sum + month.cents, 0);
  if (total === 0) return `Earnings over the last ${months.length} months: none yet.`;
  const best = months.reduce((top, month) => (month.cents > top.cents ? month : top));
  return `Earnings over the last ${months.length} months: ${formatMoney(total)} in total, the most in ${formatLongMonth(best.month)} (${formatMoney(best.cents)}).`;
}

/**
 * Earnings by month as bars, drawn by hand (no charting library in the bundle).
 * The picture is one image with a summary for screen readers, and a table
 * gives them every month's figure.
 */
export function EarningsChart({ months }: { months: readonly MonthlyEarnings[] }) {
  const highest = Math.max(0, ...months.map((month) => month.cents));
  const slot = WIDTH / Math.max(1, months.length);
  const barWidth = slot * 0.6;
  return (
    <figure className="grid gap-2">
      <svg
        role="img"
        aria-label={describeEarnings(months)}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full max-w-2xl text-primary"
      >
        <text x={0} y={11} fontSize={11} className="fill-muted-foreground">
          {formatMoney(highest)}
        </text>
        <line
          x1={0}
          x2={WIDTH}
          y1={TOP + PLOT_HEIGHT}
          y2={TOP + PLOT_HEIGHT}
          className="stroke-border"
          strokeWidth={1}
        />
        {months.map((month, index) => {
          const barHeight = highest === 0 ? 0 : Math.max(2, (month.cents / highest) * PLOT_HEIGHT);
          const x = index * slot + (slot - barWidth) / 2;
          return (
            <g key={month.month}>
              {month.cents > 0 && (
                <rect
                  x={x}
                  y={TOP + PLOT_HEIGHT - barHeight}
                  width={barWidth}
                  height={barHeight}
                  rx={2}
                  fill="currentColor"
                />
              )}
              <text
                x={index * slot + slot / 2}
                y={HEIGHT - 4}
                fontSize={11}
                textAnchor="middle"
                className="fill-muted-foreground"
              >
                {formatShortMonth(month.month)}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>Earnings by month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Earnings</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{formatLongMonth(month.month)}</th>
              <td>{formatMoney(month.cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
