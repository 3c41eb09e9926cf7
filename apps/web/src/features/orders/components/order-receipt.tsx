import { formatMoney } from '@teenfreelance/contracts/money';
import { ORDER_STATUS_LABELS } from '@teenfreelance/contracts/orders';
import { cardText, RECEIPT_TEXTS, type Receipt } from '@teenfreelance/contracts/receipts';
import { Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { formatLongDate } from '../../../lib/format-date.ts';
import { paths } from '../../../lib/paths.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase print:text-black">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

function AmountRow({ label, cents, isTotal = false }: { label: string; cents: number; isTotal?: boolean }) {
  return (
    <tr className={isTotal ? 'border-t-2 border-foreground font-semibold' : 'border-t'}>
      <th scope="row" className="py-2 text-left font-normal">
        {isTotal ? <span className="font-semibold">{label}</span> : label}
      </th>
      <td className="py-2 text-right tabular-nums">{formatMoney(cents)}</td>
    </tr>
  );
}

/**
 * /orders/{id}/receipt: one order's receipt as a document the buyer keeps. On
 * paper the site's header, footer and these buttons are left out (print:hidden)
 * and the receipt is black on white.
 */
export function OrderReceipt({ receipt }: { receipt: Receipt }) {
  const itemLink = receipt.item.gigId
    ? paths.gig.getHref(receipt.item.gigId)
    : receipt.item.jobId
      ? paths.job.getHref(receipt.item.jobId)
      : null;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8 md:py-12 print:max-w-none print:p-0">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={paths.order.getHref(receipt.orderId)} className="text-sm text-link">
          {RECEIPT_TEXTS.backToOrder}
        </Link>
        <Button variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          {RECEIPT_TEXTS.print}
        </Button>
      </div>

      <article
        aria-labelledby="receipt-heading"
        className="grid gap-8 rounded-xl border bg-background p-6 shadow-sm sm:p-10 print:border-0 print:p-0 print:text-black print:shadow-none"
      >
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div className="grid gap-1">
            <p className="text-sm font-semibold text-primary print:text-black">{RECEIPT_TEXTS.site}</p>
            <h1 id="receipt-heading" className="text-3xl font-bold tracking-tight">
              {RECEIPT_TEXTS.heading}
            </h1>
          </div>
          <p className="text-right text-sm">
            <span className="block text-muted-foreground print:text-black">{RECEIPT_TEXTS.orderNumber}</span>
            <span className="text-lg font-semibold">{receipt.number}</span>
          </p>
        </header>

        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact label={RECEIPT_TEXTS.date}>{formatLongDate(receipt.paidAt)}</Fact>
          <Fact label={RECEIPT_TEXTS.billedTo}>{receipt.buyer.name}</Fact>
          <Fact label={RECEIPT_TEXTS.item}>
            {itemLink ? (
              <Link to={itemLink} className="hover:underline focus-ring print:no-underline">
                {receipt.item.title}
              </Link>
            ) : (
              receipt.item.title
            )}
          </Fact>
          <Fact label={RECEIPT_TEXTS.seller}>{receipt.seller.name}</Fact>
          <Fact label={RECEIPT_TEXTS.card}>{receipt.card ? cardText(receipt.card) : '—'}</Fact>
          <Fact label="Status">{ORDER_STATUS_LABELS[receipt.status]}</Fact>
        </dl>

        <table className="w-full text-sm">
          <caption className="sr-only">Amounts</caption>
          <tbody>
            <AmountRow label={RECEIPT_TEXTS.price} cents={receipt.priceCents} />
            <AmountRow label={RECEIPT_TEXTS.fee} cents={receipt.feeCents} />
            <AmountRow label={RECEIPT_TEXTS.total} cents={receipt.totalCents} isTotal />
          </tbody>
        </table>

        {receipt.refundedAt && (
          <p className="rounded-md border p-3 text-sm font-medium">
            {RECEIPT_TEXTS.refunded}:{' '}
            {receipt.refundedCents < receipt.totalCents
              ? RECEIPT_TEXTS.partlyRefundedOn(formatMoney(receipt.refundedCents), formatLongDate(receipt.refundedAt))
              : RECEIPT_TEXTS.refundedOn(formatLongDate(receipt.refundedAt))}
          </p>
        )}
        <p className="text-sm text-muted-foreground print:text-black">{RECEIPT_TEXTS.note}</p>
      </article>

      <Link
        to={paths.dashboard.getHref('orders')}
        className={buttonClasses({ variant: 'ghost', className: 'justify-self-start print:hidden' })}
      >
        Go to Dashboard
      </Link>
    </div>
  );
}
