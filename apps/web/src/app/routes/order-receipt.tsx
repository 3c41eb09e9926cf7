import { RECEIPT_TEXTS } from '@teenfreelance/contracts/receipts';
import { Link, useParams } from 'react-router';
import { EmptyFrame, Page } from '../../components/page.tsx';
import { PageLoadFailed } from '../../components/query-state.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useOrderReceipt } from '../../features/orders/api/get-order-receipt.ts';
import { OrderReceipt } from '../../features/orders/components/order-receipt.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useTitleSubject } from '../../lib/document-title.tsx';
import { paths } from '../../lib/paths.ts';

/** /orders/{id}/receipt: the receipt of one order, for its buyer (and admins). */
export default function OrderReceiptRoute() {
  const { id = '' } = useParams();
  const receipt = useOrderReceipt(id);
  useTitleSubject(receipt.data?.number);

  if (receipt.isPending) {
    return (
      <div role="status" className="mx-auto grid w-full max-w-2xl gap-4 px-4 py-12">
        <span className="sr-only">Loading the receipt...</span>
        <Skeleton className="h-9 w-1/2" />
        <Skeleton className="h-80 w-full" />
      </div>
    );
  }
  if (receipt.isError) {
    if (isApiError(receipt.error) && receipt.error.status < 500) {
      // The seller is told plainly (403); anyone else learns nothing about the order (404).
      const isSeller = receipt.error.status === 403;
      return (
        <Page title={isSeller ? RECEIPT_TEXTS.heading : RECEIPT_TEXTS.notFound} width="prose">
          <EmptyFrame>
            <p>{isSeller ? RECEIPT_TEXTS.onlyBuyer : RECEIPT_TEXTS.notFoundHint}</p>
            <Link
              to={isSeller ? paths.order.getHref(id) : paths.dashboard.getHref('orders')}
              className={buttonClasses({ variant: 'outline' })}
            >
              {isSeller ? RECEIPT_TEXTS.backToOrder : 'Go to Dashboard'}
            </Link>
          </EmptyFrame>
        </Page>
      );
    }
    return <PageLoadFailed title="Failed to load this receipt" onRetry={() => void receipt.refetch()} />;
  }
  return <OrderReceipt receipt={receipt.data} />;
}
