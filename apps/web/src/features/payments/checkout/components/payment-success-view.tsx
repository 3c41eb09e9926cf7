import { PAYMENT_SUCCESS_TEXTS } from '@teenfreelance/contracts/checkout';
import { ORDER_STATUS_LABELS, type Order } from '@teenfreelance/contracts/orders';
import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card.tsx';
import { paths } from '../../../../lib/paths.ts';
import { formatLongDate } from '../../../../lib/format-date.ts';

/** /payment-success: the new order's number, date and status, and where to go next. */
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
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">{PAYMENT_SUCCESS_TEXTS.orderId}</dt>
              <dd className="font-medium">{order.number}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">{PAYMENT_SUCCESS_TEXTS.date}</dt>
              <dd>{formatLongDate(order.createdAt)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">{PAYMENT_SUCCESS_TEXTS.status}</dt>
              <dd className="font-medium">{ORDER_STATUS_LABELS[order.status]}</dd>
            </div>
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
        <Link to={paths.order.getHref(order.id)} className={buttonClasses()}>
          {PAYMENT_SUCCESS_TEXTS.viewOrder}
        </Link>
      </div>
    </div>
  );
}
