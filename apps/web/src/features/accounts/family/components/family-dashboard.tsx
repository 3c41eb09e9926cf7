import { useId, type ReactNode } from 'react';
import { FAMILY_TEXTS as T, type FamilyTeen } from '@teenfreelance/contracts/family';
import { formatMoney } from '@teenfreelance/contracts/money';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@teenfreelance/contracts/orders';
import { ConfirmButton } from '../../../../components/confirm-button.tsx';
import { QueryState } from '../../../../components/query-state.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { formatLongDate } from '../../../../lib/format-date.ts';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useFamily, useSetSelling, useWithdrawConsent } from '../api/family.ts';
import { GigDecision, TeenControls } from './family-controls-panel.tsx';
import { SafetyPanel } from './safety-panel.tsx';
import { WeeklySummarySwitch } from './weekly-summary-switch.tsx';
import { WithdrawalApprovals } from './withdrawal-approvals.tsx';
import { WorkHoursPanel } from './work-hours-panel.tsx';

/** One part of a teen's card, under its own heading. */
function Part({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid content-start gap-2">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      {note && <p className="text-sm text-muted-foreground">{note}</p>}
      {children}
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

function Controls({ teen }: { teen: FamilyTeen }) {
  const selling = useSetSelling();
  const withdraw = useWithdrawConsent();
  if (teen.parentalConsent !== 'granted') return <Alert variant="info">{T.consentPending}</Alert>;
  return (
    <Part title={T.controls}>
      <p className="text-sm">{teen.sellingPaused ? T.sellingPausedNote : T.sellingActive}</p>
      {selling.isError && <Alert variant="error">{errorMessage(selling.error, 'Please try again.')}</Alert>}
      {withdraw.isError && <Alert variant="error">{errorMessage(withdraw.error, 'Please try again.')}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button
          variant={teen.sellingPaused ? 'default' : 'outline'}
          disabled={selling.isPending}
          onClick={() => selling.mutate({ teenId: teen.id, paused: !teen.sellingPaused })}
        >
          {selling.isPending ? T.saving : teen.sellingPaused ? T.resumeSelling : T.pauseSelling}
        </Button>
        <ConfirmButton
          label={T.withdrawConsent}
          question={T.withdrawConsentNote}
          pendingLabel={T.saving}
          isPending={withdraw.isPending}
          variant="destructive"
          onConfirm={(close) => withdraw.mutate(teen.id, { onSuccess: close })}
        />
      </div>
      <TeenControls teen={teen} />
    </Part>
  );
}

/** What the app puts in a teen's Earnings part for their payout account (the payouts feature's set-up). */
type PayoutAccountSlot = (teen: FamilyTeen) => ReactNode;

function TeenCard({ teen, payoutAccount }: { teen: FamilyTeen; payoutAccount?: PayoutAccountSlot }) {
  const id = useId();
  const { earnings } = teen;
  return (
    <article aria-labelledby={id} className="grid gap-6 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <header className="grid gap-1">
        <h2 id={id} className="text-2xl font-bold tracking-tight">
          {teen.name}
        </h2>
        {teen.age !== null && <p className="text-sm text-muted-foreground">{T.age(teen.age)}</p>}
      </header>
      <Controls teen={teen} />
      <WorkHoursPanel teen={teen} />
      <div className="grid gap-6 md:grid-cols-2">
        <Part title={T.earnings}>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            <dt>{T.pending}</dt>
            <dd className="font-medium">{formatMoney(earnings.pendingCents)}</dd>
            <dt>{T.available}</dt>
            <dd className="font-medium">{formatMoney(earnings.availableCents)}</dd>
            <dt>{T.withdrawn}</dt>
            <dd className="font-medium">{formatMoney(earnings.withdrawnCents)}</dd>
          </dl>
          {payoutAccount ? (
            payoutAccount(teen)
          ) : (
            <p className="text-sm">
              {teen.payoutAccount ? T.payoutAccount(teen.payoutAccount.last4) : T.noPayoutAccount}
            </p>
          )}
          <WithdrawalApprovals teenId={teen.id} />
        </Part>
        <Part title={T.gigs}>
          {teen.gigs.length === 0 ? (
            <Empty>{T.noGigs}</Empty>
          ) : (
            <ul className="grid gap-1 text-sm">
              {teen.gigs.map((gig) => (
                <li key={gig.id}>
                  <span className="font-medium">{gig.title}</span> · {T.gigStatus[gig.status]} · {T.views(gig.views)}
                  {gig.status === 'awaiting' && (
                    <>
                      {' '}
                      <GigDecision gig={gig} />
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Part>
        <Part title={T.orders}>
          {teen.orders.length === 0 ? (
            <Empty>{T.noOrders}</Empty>
          ) : (
            <ul className="grid gap-1 text-sm">
              {teen.orders.map((order) => (
                <li key={order.id}>
                  <span className="font-medium">{order.number}</span> {order.title} ·{' '}
                  {ORDER_STATUS_LABELS[order.status as OrderStatus] ?? order.status} · {formatMoney(order.priceCents)}
                  {order.dueAt && (
                    <>
                      {' '}
                      · {T.due} {formatLongDate(order.dueAt)}
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Part>
        <Part title={T.conversations} note={T.conversationsNote}>
          {teen.conversations.length === 0 ? (
            <Empty>{T.noConversations}</Empty>
          ) : (
            <ul className="grid gap-1 text-sm">
              {teen.conversations.map((talk) => (
                <li key={talk.id}>
                  <span className="font-medium">{talk.withName}</span> ·{' '}
                  {talk.about.kind === 'gig'
                    ? T.aboutGig(talk.about.title)
                    : talk.about.kind === 'job'
                      ? T.aboutJob(talk.about.title)
                      : T.aboutNothing}
                </li>
              ))}
            </ul>
          )}
        </Part>
        <SafetyPanel teen={teen} />
      </div>
    </article>
  );
}

/**
 * /family: each linked teen's gigs, orders, earnings and conversations, and the
 * guardian's controls; `payoutAccount` renders the teen's payout account set-up.
 */
export function FamilyDashboard({ payoutAccount }: { payoutAccount?: PayoutAccountSlot } = {}) {
  const family = useFamily();
  return (
    <QueryState query={family} loadingLabel={T.loading} errorTitle="Your family page could not be loaded.">
      {({ teens }) =>
        teens.length === 0 ? (
          <Empty>{T.noTeens}</Empty>
        ) : (
          <div className="grid gap-8">
            {teens.map((teen) => (
              <TeenCard key={teen.id} teen={teen} payoutAccount={payoutAccount} />
            ))}
            <WeeklySummarySwitch />
          </div>
        )
      }
    </QueryState>
  );
}
