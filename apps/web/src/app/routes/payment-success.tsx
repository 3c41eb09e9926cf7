import { useSearchParams } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useOrder } from '../../features/orders/api/get-order.ts';
import { OrderNotFound } from '../../features/orders/components/order-not-found.tsx';
import { PaymentSuccessView } from '../../features/payments/checkout/components/payment-success-view.tsx';

/** /payment-success?order={id}: the confirmation of the order just paid for. */
export default function PaymentSuccessRoute() {
  const [searchParams] = useSearchParams();
  const order = useOrder(searchParams.get('order') ?? '');

  if (order.isPending && order.fetchStatus !== 'idle') {
    return (
      <div role="status" className="mx-auto grid w-full max-w-xl gap-4 px-4 py-12">
        <span className="sr-only">Loading your order...</span>
        <Skeleton className="mx-auto size-16 rounded-full" />
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (!order.data) {
    return <OrderNotFound />;
  }
  return <PaymentSuccessView order={order.data} />;
}
