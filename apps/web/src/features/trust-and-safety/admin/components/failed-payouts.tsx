import { useId } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '@teenfreelance/contracts/money';
import { PAYOUT_TEXTS } from '@teenfreelance/contracts/payout-texts';
import { QueryState } from '../../../../components/query-state.tsx';
import { RelativeTime, useNow } from '../../../../components/relative-time.tsx';
import { paths } from '../../../../lib/paths.ts';
import { useFailedPayouts } from '../api/get-failed-payouts.ts';

const T = PAYOUT_TEXTS;
const COLUMNS = Object.values(T.adminColumns);

/**
 * The Money tab's failed payouts (decision 0071): who, how much, to which
 * account, and the bank's reason, newest first. The money is back in the
 * seller's available balance already; this is for support to follow up.
 */
export function FailedPayouts() {
  const id = useId();
  const query = useFailedPayouts();
  const now = useNow();
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <div>
        <h3 id={id} className="text-lg font-semibold">
          {T.adminHeading}
        </h3>
        <p className="text-sm text-muted-foreground">{T.adminNote}</p>
      </div>
      <QueryState query={query} loadingLabel={T.adminLoading} errorTitle={T.adminLoadFailed}>
        {({ payouts }) =>
          payouts.length === 0 ? (
            <p className="text-sm">{T.adminNone}</p>
          ) : (
            <div className="overflow-x-auto rounded-xl border">
              <table className="w-full text-left text-sm">
                <thead className="bg-muted/50">
                  <tr>
                    {COLUMNS.map((column) => (
                      <th key={column} scope="col" className="px-3 py-2 font-medium">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {payouts.map((payout) => (
                    <tr key={payout.id} className="border-t align-top">
                      <td className="px-3 py-2">
                        <Link
                          to={paths.userProfile.getHref(payout.user.id)}
                          className="font-medium text-primary underline-offset-4 hover:underline focus-ring"
                        >
                          {payout.user.name}
                        </Link>
                        {payout.user.isMinor && <span className="text-muted-foreground"> ({T.adminMinor})</span>}
                      </td>
                      <td className="px-3 py-2 whitespace-nowrap">{formatMoney(payout.amountCents)}</td>
                      <td className="px-3 py-2">
                        {T.adminAccount(payout.account.last4, payout.account.owner, payout.account.guardianName)}
                      </td>
                      <td className="px-3 py-2">{payout.failureReason}</td>
                      <td className="px-3 py-2 whitespace-nowrap">
                        <RelativeTime iso={payout.updatedAt} now={now} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
    </section>
  );
}
