import { useId } from 'react';
import { ADMIN_LEDGER_TEXTS, type LedgerReport } from '@teenfreelance/contracts/admin-ledger';
import { formatMoney } from '@teenfreelance/contracts/money';
import { QueryState } from '../../../../components/query-state.tsx';
import { RelativeTime, useNow } from '../../../../components/relative-time.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { useLedgerReport } from '../api/get-ledger-report.ts';
import { AdminSection } from './admin-section.tsx';
import { FailedPayouts } from './failed-payouts.tsx';
import { LedgerChecks } from './ledger-checks.tsx';

const T = ADMIN_LEDGER_TEXTS;

/** One balance: its name, the amount, and what it is. */
function Balance({ label, cents, note }: { label: string; cents: number; note?: string }) {
  return (
    <div className="grid content-start gap-1 rounded-xl border bg-background p-3 shadow-sm sm:p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-xl font-bold tracking-tight break-words sm:text-2xl">{formatMoney(cents)}</dd>
      {note && <dd className="text-sm text-muted-foreground">{note}</dd>}
    </div>
  );
}

/** A group of balances under its own heading. */
function BalanceGroup({ title, note, children }: { title: string; note?: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <div>
        <h3 id={id} className="text-lg font-semibold">
          {title}
        </h3>
        {note && <p className="text-sm text-muted-foreground">{note}</p>}
      </div>
      <dl className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-4">{children}</dl>
    </section>
  );
}

function Balances({ report }: { report: LedgerReport }) {
  const platform = Object.keys(T.platform) as (keyof LedgerReport['platform'])[];
  const sellers = Object.keys(T.sellers) as (keyof LedgerReport['sellers'])[];
  return (
    <>
      <BalanceGroup title={T.platformTitle}>
        {platform.map((key) => (
          <Balance key={key} label={T.platform[key].label} note={T.platform[key].note} cents={report.platform[key]} />
        ))}
      </BalanceGroup>
      <BalanceGroup title={T.sellersTitle} note={T.sellersNote}>
        {sellers.map((key) => (
          <Balance key={key} label={T.sellers[key]} cents={report.sellers[key]} />
        ))}
      </BalanceGroup>
    </>
  );
}

/**
 * The Money tab (decision 0074): the platform's balances, the sellers' totals,
 * the reconciliation's checks, each OK or its problems, read fresh on
 * each visit and on 'Check again', and the payouts that failed.
 */
export function Money() {
  const query = useLedgerReport();
  const now = useNow();
  return (
    <AdminSection
      title={T.title}
      tools={
        query.data && (
          <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
            <span>
              {T.checkedAt} <RelativeTime iso={query.data.checkedAt} now={now} />
            </span>
            <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
              {query.isFetching ? T.rechecking : T.recheck}
            </Button>
          </div>
        )
      }
    >
      <QueryState query={query} loadingLabel={T.loading} errorTitle={T.loadFailed}>
        {(report) => (
          <div className="grid gap-8">
            <Balances report={report} />
            <LedgerChecks report={report} />
            <FailedPayouts />
          </div>
        )}
      </QueryState>
    </AdminSection>
  );
}
