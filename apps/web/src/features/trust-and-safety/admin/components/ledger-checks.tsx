import { useId, type ReactNode } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import {
  ADMIN_LEDGER_TEXTS,
  type LedgerCheckName,
  type LedgerOrderRef,
  type LedgerReport,
  type OrdersLacking,
} from '@teenfreelance/contracts/admin-ledger';
import { formatMoney } from '@teenfreelance/contracts/money';
import { cn } from '../../../../lib/cn.ts';
import { paths } from '../../../../lib/paths.ts';

const T = ADMIN_LEDGER_TEXTS;
const linkClasses = 'font-medium text-primary underline-offset-4 hover:underline focus-ring';
const CHECKS = Object.keys(T.checks) as LedgerCheckName[];

/** OK or Problem in words and an icon, not only a colour. */
function CheckState({ ok }: { ok: boolean }) {
  const Icon = ok ? CircleCheck : CircleAlert;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        ok ? 'bg-success-soft text-success' : 'bg-destructive-soft text-destructive',
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {ok ? T.ok : T.problem}
    </span>
  );
}

const OrderLink = ({ order }: { order: LedgerOrderRef }) => (
  <Link to={paths.order.getHref(order.id)} className={linkClasses}>
    {order.number}
  </Link>
);

/** A problem's sentence, then what it names, one a line. */
function ProblemList({ intro, items, more = 0 }: { intro: string; items: ReactNode[]; more?: number }) {
  return (
    <div className="grid gap-1 text-sm">
      <p>{intro}</p>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 ps-4">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
        {more > 0 && <li className="text-muted-foreground">{T.moreNotListed(more)}</li>}
      </ul>
    </div>
  );
}

function OrdersLackingList({ intro, gap }: { intro: (n: number) => string; gap: OrdersLacking }) {
  if (gap.count === 0) return null;
  return (
    <ProblemList
      intro={intro(gap.count)}
      items={gap.orders.map((order) => (
        <OrderLink key={order.id} order={order} />
      ))}
      more={gap.count - gap.orders.length}
    />
  );
}

/** What each check shows beside its state: its problems, or for escrow both sides. */
function CheckDetails({ name, checks }: { name: LedgerCheckName; checks: LedgerReport['checks'] }) {
  switch (name) {
    case 'zeroSum': {
      const check = checks.zeroSum;
      if (check.ok) return null;
      return (
        <>
          {check.ledgerSumCents !== 0 && <p className="text-sm">{T.ledgerSum(formatMoney(check.ledgerSumCents))}</p>}
          {check.unevenCount > 0 && (
            <ProblemList
              intro={T.unevenPostings(check.unevenCount)}
              more={check.unevenCount - check.uneven.length}
              items={check.uneven.map((posting) => (
                <span key={posting.postingId}>
                  {T.eventKinds[posting.eventKind]}{' '}
                  {posting.order ? <OrderLink order={posting.order} /> : posting.eventId}{' '}
                  {T.sumsTo(formatMoney(posting.sumCents))}
                </span>
              ))}
            />
          )}
        </>
      );
    }
    case 'accounts': {
      const check = checks.accounts;
      if (check.ok) return null;
      return (
        <ProblemList
          intro={T.driftedAccounts(check.driftedCount)}
          more={check.driftedCount - check.drifted.length}
          items={check.drifted.map((account) => (
            <span key={account.accountId}>
              {T.accountKinds[account.kind]}
              {account.seller && (
                <>
                  {' '}
                  {T.ofSeller}{' '}
                  <Link to={paths.userProfile.getHref(account.seller.id)} className={linkClasses}>
                    {account.seller.name}
                  </Link>
                </>
              )}
              : {T.keptVersusEntries(formatMoney(account.storedCents), formatMoney(account.entriesCents))}
            </span>
          ))}
        />
      );
    }
    case 'orders':
      return (
        <>
          <OrdersLackingList intro={T.withoutPayment} gap={checks.orders.withoutPayment} />
          <OrdersLackingList intro={T.withoutCompletion} gap={checks.orders.withoutCompletion} />
          <OrdersLackingList intro={T.withoutRefund} gap={checks.orders.withoutRefund} />
        </>
      );
    case 'escrow':
      return (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{T.escrowHolds}</dt>
          <dd>{formatMoney(checks.escrow.escrowCents)}</dd>
          <dt className="text-muted-foreground">{T.openOrdersTotal}</dt>
          <dd>{formatMoney(checks.escrow.expectedCents)}</dd>
        </dl>
      );
  }
}

function Check({ name, checks }: { name: LedgerCheckName; checks: LedgerReport['checks'] }) {
  const id = useId();
  const { title, description } = T.checks[name];
  return (
    <li>
      <article aria-labelledby={id} className="grid gap-2 rounded-xl border p-4">
        <header className="flex flex-wrap items-start justify-between gap-2">
          <h4 id={id} className="font-semibold break-words">
            {title}
          </h4>
          <CheckState ok={checks[name].ok} />
        </header>
        <p className="text-sm text-muted-foreground">{description}</p>
        <CheckDetails name={name} checks={checks} />
      </article>
    </li>
  );
}

/** The reconciliation: whether every check passes, then each check with its state and problems. */
export function LedgerChecks({ report }: { report: LedgerReport }) {
  const id = useId();
  const failing = CHECKS.filter((name) => !report.checks[name].ok).length;
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h3 id={id} className="text-lg font-semibold">
        {T.checksTitle}
      </h3>
      <p
        className={cn(
          'flex items-center gap-2 rounded-md border px-4 py-3 text-sm font-medium',
          failing === 0
            ? 'border-success/40 bg-success-soft text-success'
            : 'border-destructive/40 bg-destructive-soft text-destructive',
        )}
      >
        {failing === 0 ? (
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
        ) : (
          <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
        )}
        {failing === 0 ? T.allPass : T.someFail(failing)}
      </p>
      <ul className="grid gap-3">
        {CHECKS.map((name) => (
          <Check key={name} name={name} checks={report.checks} />
        ))}
      </ul>
    </section>
  );
}
