import { formatMoney } from '@teenfreelance/contracts/money';
import type { MonthlyEarnings } from '@teenfreelance/contracts/dashboard';
import { formatLongMonth, formatShortMonth } from './format.ts';

/** The plot's own units (the bars stretch to the card's width). */
const WIDTH = 360;
const PLOT_HEIGHT = 160;

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
  // The bars stretch to the card's width at a fixed height; the words are HTML, so they keep their size.
  return (
    <figure className="grid gap-1">
      <p aria-hidden="true" className="text-xs text-muted-foreground">
        {formatMoney(highest)}
      </p>
      <svg
        role="img"
        aria-label={describeEarnings(months)}
        viewBox={`0 0 ${WIDTH} ${PLOT_HEIGHT}`}
        preserveAspectRatio="none"
        className="h-40 w-full text-primary"
      >
        <line x1={0} x2={WIDTH} y1={PLOT_HEIGHT} y2={PLOT_HEIGHT} className="stroke-border" strokeWidth={1} />
        {months.map((month, index) => {
          const barHeight = highest === 0 ? 0 : Math.max(2, (month.cents / highest) * (PLOT_HEIGHT - 1));
          return month.cents > 0 ? (
            <rect
              key={month.month}
              x={index * slot + (slot - barWidth) / 2}
              y={PLOT_HEIGHT - barHeight}
              width={barWidth}
              height={barHeight}
              fill="currentColor"
            />
          ) : null;
        })}
      </svg>
      <div
        aria-hidden="true"
        className="grid text-center text-xs text-muted-foreground"
        style={{ gridTemplateColumns: `repeat(${Math.max(1, months.length)}, minmax(0, 1fr))` }}
      >
        {months.map((month) => (
          <span key={month.month}>{formatShortMonth(month.month)}</span>
        ))}
      </div>
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
