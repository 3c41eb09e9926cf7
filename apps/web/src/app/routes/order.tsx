import { useParams } from 'react-router';
import { PageLoadFailed } from '../../components/query-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useOrder } from '../../features/orders/api/get-order.ts';
import { OrderNotFound } from '../../features/orders/components/order-not-found.tsx';
import { OrderView } from '../../features/orders/components/order-view.tsx';
import { useOrderLive } from '../../features/orders/hooks/use-order-live.ts';
import { OrderReview } from '../../features/catalogue/reviews/components/order-review.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useTitleSubject } from '../../lib/document-title.tsx';

/** /orders/{id}: the order, its timeline and what the viewer may do now, live. */
export default function OrderRoute() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  useOrderLive(id);
  useTitleSubject(order.data?.number);

  if (order.isPending) {
    return (
      <div role="status" className="mx-auto grid w-full max-w-5xl gap-4 px-4 py-12">
        <span className="sr-only">Loading the order...</span>
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-60 w-full" />
      </div>
    );
  }
  if (order.isError) {
    if (isApiError(order.error) && order.error.status < 500) {
      return <OrderNotFound />;
    }
    return <PageLoadFailed title="Failed to load this order" onRetry={() => void order.refetch()} />;
  }
  return <OrderView order={order.data} review={<OrderReview order={order.data} />} />;
}
