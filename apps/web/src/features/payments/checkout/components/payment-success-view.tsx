import { PAYMENT_SUCCESS_TEXTS } from '@teenfreelance/contracts/checkout';
import { formatMoney } from '@teenfreelance/contracts/money';
import {
  ORDER_LIST_STATUSES,
  ORDER_STATUS_LABELS,
  orderListStatuses,
  type Order,
} from '@teenfreelance/contracts/orders';
import { cardText } from '@teenfreelance/contracts/receipts';
import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card.tsx';
import { paths } from '../../../../lib/paths.ts';
import { formatLongDate } from '../../../../lib/format-date.ts';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="shrink-0 text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words">{children}</dd>
    </div>
  );
}

/** The dashboard's Orders tab with this order shown and highlighted (in the sub-tab its status is listed under). */
function dashboardHrefOf(order: Order): string {
  const subTab = orderListStatuses.find((status) => ORDER_LIST_STATUSES[status].includes(order.status)) ?? 'active';
  return paths.dashboard.getHref('orders', subTab, order.id);
}

/**
 * /payment-success: the new order, what was bought from whom, the total paid
 * and the card, and where to go next (the conversation, the dashboard, the receipt).
 */
export function PaymentSuccessView({ order }: { order: Order }) {
  return (
    <div className="mx-auto grid w-full max-w-xl gap-6 px-4 py-12 text-center">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-16 text-success" />
      <h1 className="text-3xl font-bold tracking-tight">{PAYMENT_SUCCESS_TEXTS.heading}</h1>
      <p className="text-muted-foreground">{PAYMENT_SUCCESS_TEXTS.description}</p>
      <Card className="text-left">
        <CardHeader>
          <CardTitle>{PAYMENT_SUCCESS_TEXTS.orderDetails}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 text-sm">
            <Detail label={PAYMENT_SUCCESS_TEXTS.orderId}>{order.number}</Detail>
            <Detail label={PAYMENT_SUCCESS_TEXTS.service}>{order.title}</Detail>
            <Detail label={PAYMENT_SUCCESS_TEXTS.seller}>{order.seller.name}</Detail>
            <Detail label={PAYMENT_SUCCESS_TEXTS.totalPaid}>{formatMoney(order.totalCents)}</Detail>
            {order.payment && (
              <Detail label={PAYMENT_SUCCESS_TEXTS.card}>
                {cardText({ brand: order.payment.cardBrand, last4: order.payment.cardLast4 })}
              </Detail>
            )}
            <Detail label={PAYMENT_SUCCESS_TEXTS.date}>{formatLongDate(order.createdAt)}</Detail>
            <Detail label={PAYMENT_SUCCESS_TEXTS.status}>{ORDER_STATUS_LABELS[order.status]}</Detail>
          </dl>
        </CardContent>
      </Card>
      <div className="flex flex-wrap justify-center gap-3">
        <Link
          to={order.conversationId ? paths.conversation.getHref(order.conversationId) : paths.messages.getHref()}
          className={buttonClasses({ variant: 'outline' })}
        >
          {PAYMENT_SUCCESS_TEXTS.messageFreelancer}
        </Link>
        <Link to={dashboardHrefOf(order)} className={buttonClasses()}>
          {PAYMENT_SUCCESS_TEXTS.viewOrder}
        </Link>
      </div>
      <Link to={paths.orderReceipt.getHref(order.id)} className="justify-self-center text-sm text-link">
        {PAYMENT_SUCCESS_TEXTS.viewReceipt}
      </Link>
    </div>
  );
}
