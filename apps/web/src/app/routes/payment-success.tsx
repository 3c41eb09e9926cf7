import { ORDER_TEXTS } from '@teenfreelance/contracts/orders';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { EmptyFrame, Page } from '../../components/page.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useOrder } from '../../features/orders/api/get-order.ts';
import { PaymentSuccessView } from '../../features/orders/components/payment-success-view.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { paths } from '../../lib/paths.ts';

/** /payment-success?order={id}: the confirmation of the order just paid for. */
export default function PaymentSuccessRoute() {
  useDocumentTitle('Payment Successful');
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
    return (
      <Page title={ORDER_TEXTS.notFound} width="prose">
        <EmptyFrame>
          <p>{ORDER_TEXTS.notFoundHint}</p>
          <Link to={paths.dashboard.getHref('orders')} className={buttonClasses({ variant: 'outline' })}>
            Go to Dashboard
          </Link>
        </EmptyFrame>
      </Page>
    );
  }
  return <PaymentSuccessView order={order.data} />;
}
