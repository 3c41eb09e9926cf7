import { formatMoney } from '@teenfreelance/contracts/money';
import { EARNINGS_TEXTS, type EarningsLine } from '@teenfreelance/contracts/seller-earnings';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatLongDate } from '../../../lib/format-date.ts';
import { paths } from '../../../lib/paths.ts';

const cell = 'p-3 align-top print:px-1 print:py-1.5';
const amount = `${cell} text-right whitespace-nowrap tabular-nums`;

function LineRow({ line }: { line: EarningsLine }) {
  const isClearing = line.kind === 'order_completion' && line.status === 'Pending' && line.clearsAt;
  return (
    <tr className="border-t print:break-inside-avoid">
      <td className={`${cell} min-w-28`}>{formatLongDate(line.at)}</td>
      <td className={`${cell} min-w-40`}>
        <span className="block font-medium">{EARNINGS_TEXTS.lineKinds[line.kind]}</span>
        <span className="block text-xs text-muted-foreground print:text-black">
          {EARNINGS_TEXTS.lineMeaning[line.kind]}
          {isClearing && line.clearsAt ? `. ${EARNINGS_TEXTS.clearsOn(formatLongDate(line.clearsAt))}` : ''}
        </span>
      </td>
      <td className={`${cell} min-w-44`}>
        {line.order ? (
          <>
            <Link
              to={paths.order.getHref(line.order.id)}
              className="font-medium break-words hover:underline focus-ring print:no-underline"
            >
              {line.order.title}
            </Link>
            <span className="block text-xs text-muted-foreground print:text-black">{line.order.number}</span>
          </>
        ) : (
          <span className="text-muted-foreground print:text-black">—</span>
        )}
      </td>
      <td className={`${amount} font-semibold`}>{formatMoney(line.amountCents)}</td>
      <td className={amount}>{formatMoney(line.pendingAfterCents)}</td>
      <td className={amount}>{formatMoney(line.availableAfterCents)}</td>
      <td className={cell}>
        <Badge
          variant={line.status === 'Completed' ? 'success' : 'outline'}
          className="print:border print:bg-transparent"
        >
          {line.status}
        </Badge>
      </td>
    </tr>
  );
}

/**
 * The seller's ledger lines: what happened, its order (a link), what moved,
 * the pending and available balances after it, and whether its money is
 * still on the way. Scrolls sideways on a narrow screen; on paper it takes
 * the page's width.
 */
export function EarningsLines({ lines, labelledBy }: { lines: readonly EarningsLine[]; labelledBy: string }) {
  return (
    <div
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border focus-ring print:overflow-visible print:rounded-none print:border-0"
    >
      <table className="w-full min-w-[48rem] text-left text-sm print:min-w-0 print:text-xs">
        <thead className="bg-muted text-muted-foreground print:bg-transparent print:text-black">
          <tr>
            <th scope="col" className={`${cell} font-medium`}>
              {EARNINGS_TEXTS.columns.date}
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              {EARNINGS_TEXTS.columns.what}
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              {EARNINGS_TEXTS.columns.order}
            </th>
            <th scope="col" className={`${amount} font-medium`}>
              {EARNINGS_TEXTS.columns.amount}
            </th>
            <th scope="col" className={`${amount} font-medium`}>
              {EARNINGS_TEXTS.columns.pendingAfter}
            </th>
            <th scope="col" className={`${amount} font-medium`}>
              {EARNINGS_TEXTS.columns.availableAfter}
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              {EARNINGS_TEXTS.columns.status}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <LineRow key={line.id} line={line} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
