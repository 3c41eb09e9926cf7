import { formatMoney } from '@teenfreelance/contracts/money';
import { EARNINGS_CSV_PATH, EARNINGS_TEXTS, type Earnings } from '@teenfreelance/contracts/seller-earnings';
import { Download, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { paths } from '../../../lib/paths.ts';
import { useEarnings } from '../api/get-earnings.ts';
import { EarningsLines } from './earnings-lines.tsx';
import { FilingNote } from './filing-note.tsx';
import { Stat, StatGrid } from './stat.tsx';

function EarningsFigures({ earnings }: { earnings: Earnings }) {
  return (
    <StatGrid>
      <Stat
        label={EARNINGS_TEXTS.pending}
        value={formatMoney(earnings.pendingClearanceCents)}
        detail={EARNINGS_TEXTS.pendingDetail(earnings.clearingDays)}
      />
      <Stat
        label={EARNINGS_TEXTS.available}
        value={formatMoney(earnings.availableCents)}
        detail={EARNINGS_TEXTS.availableDetail}
      />
      <Stat
        label={EARNINGS_TEXTS.withdrawn}
        value={formatMoney(earnings.withdrawnCents)}
        detail={
          earnings.inTransitCents > 0
            ? EARNINGS_TEXTS.inTransitDetail(formatMoney(earnings.inTransitCents))
            : EARNINGS_TEXTS.withdrawnDetail
        }
      />
      <Stat
        label={EARNINGS_TEXTS.inProgress}
        value={formatMoney(earnings.inProgressCents)}
        detail={EARNINGS_TEXTS.inProgressDetail}
      />
    </StatGrid>
  );
}

/**
 * The freelancer's Earnings tab, from the ledger: pending clearance, available
 * to withdraw and withdrawn (with what is on its way), orders in progress, the
 * filing note for a US seller, the newest lines, the CSV and the statements.
 * The payouts feature's Withdraw section is composed beside it in app/.
 */
export function EarningsPanel() {
  const query = useEarnings();
  return (
    <section aria-labelledby="earnings" className="grid gap-6">
      <h2 id="earnings" className="text-xl font-semibold">
        {EARNINGS_TEXTS.heading}
      </h2>
      <QueryState query={query} loadingLabel="Loading your earnings..." errorTitle="Your earnings could not be loaded.">
        {(earnings) => (
          <>
            <EarningsFigures earnings={earnings} />
            {earnings.filingYears.map((year) => (
              <FilingNote key={year} year={year} statementHref={paths.earningsStatement.getHref(year)} />
            ))}
            <section className="grid gap-3">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h3 id="earnings-lines" className="text-lg font-semibold">
                  {EARNINGS_TEXTS.lines}
                </h3>
                <div className="flex flex-wrap gap-2">
                  <a href={EARNINGS_CSV_PATH} download className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                    <Download aria-hidden="true" className="size-4" />
                    {EARNINGS_TEXTS.downloadCsv}
                  </a>
                  <Link
                    to={paths.earningsStatement.getHref()}
                    className={buttonClasses({ variant: 'outline', size: 'sm' })}
                  >
                    <FileText aria-hidden="true" className="size-4" />
                    {EARNINGS_TEXTS.statementLink}
                  </Link>
                </div>
              </div>
              {earnings.lines.length === 0 ? (
                <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
                  {EARNINGS_TEXTS.noLines}
                </p>
              ) : (
                <EarningsLines lines={earnings.lines} labelledBy="earnings-lines" />
              )}
              {earnings.hasMoreLines && <p className="text-sm text-muted-foreground">{EARNINGS_TEXTS.moreLines}</p>}
            </section>
          </>
        )}
      </QueryState>
    </section>
  );
}
