import { formatMoney } from '@teenfreelance/contracts/money';
import { AGREEMENT_TEXTS, ORDER_STATUS_LABELS, ORDER_TEXTS, type Order } from '@teenfreelance/contracts/orders';
import { RECEIPT_TEXTS } from '@teenfreelance/contracts/receipts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { paths } from '../../../lib/paths.ts';
import { formatLongDate } from '../../../lib/format-date.ts';
import { formatOrderDateTime } from './order-dates.ts';
import { OrderActions } from './order-actions.tsx';
import { OrderAgreements } from './order-agreements.tsx';
import { OrderDisputePanel } from './order-dispute.tsx';
import { OrderRequirementsPanel } from './order-requirements.tsx';
import { FileLink, OrderTimeline } from './order-timeline.tsx';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}

interface OrderViewProps {
  order: Order;
  /** The review of a completed order, or its form (the reviews feature's, composed by the page). */
  review?: ReactNode;
}

/** /orders/{id}: an order as one of its parties sees it. */
export function OrderView({ order, review }: OrderViewProps) {
  const isBuyer = order.viewerRole === 'buyer';
  const other = isBuyer ? order.seller : order.buyer;
  const isOpen = order.status !== 'completed' && order.status !== 'cancelled';

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-8 md:py-12">
      <header className="grid gap-2">
        <p className="text-sm text-muted-foreground">
          {ORDER_TEXTS.title} {order.number}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight">{order.title}</h1>
          <Badge variant={order.status === 'completed' ? 'success' : 'soft'}>{ORDER_STATUS_LABELS[order.status]}</Badge>
        </div>
        {order.gig && (
          <Link to={paths.gig.getHref(order.gig.id)} className="text-sm text-link">
            View the service
          </Link>
        )}
        {order.job && (
          <Link to={paths.job.getHref(order.job.id)} className="text-sm text-link">
            View the job post
          </Link>
        )}
      </header>

      <div className="grid items-start gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="grid gap-8">
          {order.cancellationRequestedBy && (
            <p role="status" className="rounded-lg border bg-muted p-3 text-sm">
              {ORDER_TEXTS.cancellationRequested} by the {order.cancellationRequestedBy}
            </p>
          )}
          <OrderRequirementsPanel order={order} />
          <OrderAgreements order={order} now={new Date()} />
          <OrderDisputePanel order={order} />
          <OrderActions order={order} />
          {review}
          {order.files.length > 0 && (
            <section aria-labelledby="order-files" className="grid gap-2">
              <h2 id="order-files" className="text-lg font-semibold">
                {ORDER_TEXTS.files}
              </h2>
              <ul className="grid gap-1">
                {order.files.map((file) => (
                  <li key={file.id}>
                    <FileLink file={file} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          <OrderTimeline events={order.timeline} />
        </div>

        <Card>
          <CardHeader>
            <CardTitle>{ORDER_TEXTS.details}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div className="flex items-center gap-3">
              <Avatar name={other.name} src={other.avatarUrl} size="sm" />
              <div>
                <p className="text-xs text-muted-foreground">{isBuyer ? 'Seller' : 'Buyer'}</p>
                <p className="font-medium">{other.name}</p>
              </div>
            </div>
            <dl className="grid gap-2 text-sm">
              <Detail label="Ordered">{formatLongDate(order.createdAt)}</Detail>
              {isOpen && (
                <Detail label={ORDER_TEXTS.dueDate}>
                  {order.status === 'awaiting_requirements' ? 'Starts when answered' : formatLongDate(order.dueAt)}
                </Detail>
              )}
              {order.autoCompleteAt && (
                <Detail label={ORDER_TEXTS.autoCompletes}>{formatOrderDateTime(order.autoCompleteAt)}</Detail>
              )}
              <Detail label="Revisions">{ORDER_TEXTS.revisionsLeft(order.revisionsLeft)}</Detail>
              <Detail label="Price">{formatMoney(order.priceCents)}</Detail>
              {isBuyer && <Detail label="Total paid">{formatMoney(order.totalCents)}</Detail>}
              {order.partialRefund && (
                <>
                  <Detail label={AGREEMENT_TEXTS.refundedPart}>
                    {formatMoney(order.partialRefund.buyerRefundCents)}
                  </Detail>
                  <Detail label={AGREEMENT_TEXTS.sellerEarned}>
                    {formatMoney(order.partialRefund.sellerEarnsCents)}
                  </Detail>
                </>
              )}
              {order.payment && (
                <Detail label="Card">
                  {order.payment.cardBrand} •••• {order.payment.cardLast4}
                </Detail>
              )}
            </dl>
            {order.viewerRole !== 'seller' && (
              <Link to={paths.orderReceipt.getHref(order.id)} className="text-sm text-link">
                {RECEIPT_TEXTS.viewReceipt}
              </Link>
            )}
            {order.conversationId && (
              <Link
                to={paths.conversation.getHref(order.conversationId)}
                className={buttonClasses({ variant: 'outline', className: 'w-full' })}
              >
                {isBuyer ? ORDER_TEXTS.messageFreelancer : ORDER_TEXTS.messageBuyer}
              </Link>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
