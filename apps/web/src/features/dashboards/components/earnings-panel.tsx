import { formatMoney } from '@teenfreelance/contracts/money';
import { EARNINGS_CLEARANCE_DAYS, type Transaction } from '@teenfreelance/contracts/dashboard';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatLongDate } from '../../../lib/format-date.ts';
import { paths } from '../../../lib/paths.ts';
import { useEarnings } from '../api/get-earnings.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { Stat, StatGrid } from './stat.tsx';

function TransactionTable({ transactions }: { transactions: readonly Transaction[] }) {
  if (transactions.length === 0) {
    return (
      <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
        No transactions yet. Your orders will appear here once a buyer pays.
      </p>
    );
  }
  return (
    // Scrolls sideways on a narrow screen; focusable so a keyboard can scroll it too.
    <div
      role="region"
      aria-labelledby="transactions"
      tabIndex={0}
      className="overflow-x-auto rounded-xl border focus-ring"
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead className="bg-muted text-muted-foreground">
          <tr>
            <th scope="col" className="p-3 font-medium">
              Order
            </th>
            <th scope="col" className="p-3 font-medium">
              Buyer
            </th>
            <th scope="col" className="p-3 font-medium">
              Date
            </th>
            <th scope="col" className="p-3 text-right font-medium">
              Amount
            </th>
            <th scope="col" className="p-3 font-medium">
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((transaction) => (
            <tr key={transaction.orderId} className="border-t">
              <td className="min-w-48 p-3">
                <Link to={paths.order.getHref(transaction.orderId)} className="font-medium hover:underline focus-ring">
                  {transaction.title}
                </Link>
                <span className="block text-xs text-muted-foreground">{transaction.orderNumber}</span>
              </td>
              <td className="p-3">{transaction.buyerName}</td>
              <td className="p-3 whitespace-nowrap">{formatLongDate(transaction.date)}</td>
              <td className="p-3 text-right font-semibold whitespace-nowrap">{formatMoney(transaction.amountCents)}</td>
              <td className="p-3">
                <Badge variant={transaction.status === 'Completed' ? 'success' : 'outline'}>{transaction.status}</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The freelancer's Earnings tab: completed, pending clearance, available and in progress, and the transactions. */
export function EarningsPanel() {
  const query = useEarnings();
  return (
    <section aria-labelledby="earnings" className="grid gap-6">
      <h2 id="earnings" className="text-xl font-semibold">
        Earnings
      </h2>
      <QueryState query={query} loadingLabel="Loading your earnings..." errorTitle="Your earnings could not be loaded.">
        {(earnings) => (
          <>
            <StatGrid>
              <Stat
                label="Completed"
                value={formatMoney(earnings.completedCents)}
                detail="Earned from completed orders"
              />
              <Stat
                label="Pending clearance"
                value={formatMoney(earnings.pendingClearanceCents)}
                detail={`Available ${EARNINGS_CLEARANCE_DAYS} days after completion`}
              />
              <Stat label="Available" value={formatMoney(earnings.availableCents)} detail="Cleared earnings" />
              <Stat label="In progress" value={formatMoney(earnings.inProgressCents)} detail="Orders being worked on" />
            </StatGrid>
            <section className="grid gap-3">
              <h3 id="transactions" className="text-lg font-semibold">
                Transactions
              </h3>
              <TransactionTable transactions={earnings.transactions} />
            </section>
          </>
        )}
      </QueryState>
    </section>
  );
}
