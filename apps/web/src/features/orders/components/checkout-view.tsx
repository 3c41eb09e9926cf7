import { CHECKOUT_TEXTS, type PayInput } from '@teenfreelance/contracts/checkout';
import { formatCents } from '@teenfreelance/contracts/orders';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useCheckoutQuote } from '../api/get-checkout-quote.ts';
import { usePay } from '../api/pay.ts';
import { usePayOnce } from '../../../lib/use-pay-once.ts';
import { CardForm } from '../../../components/card-form.tsx';
import { OrderSummary } from './order-summary.tsx';

interface CheckoutViewProps {
  gigId: string;
  /** The signed-in buyer, to fill in the name and email. */
  buyer: { name: string; email: string };
}

function LoadingCard() {
  return (
    <Card role="status">
      <CardContent className="grid gap-4 pt-6">
        <p className="text-muted-foreground">{CHECKOUT_TEXTS.loading}</p>
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-40 w-full" />
      </CardContent>
    </Card>
  );
}

/** A gig that is not there (or not for sale): the toast, then the catalogue. */
function GigNotFound() {
  useEffect(() => {
    toast.error(CHECKOUT_TEXTS.gigNotFound, { description: CHECKOUT_TEXTS.gigNotFoundDescription });
  }, []);
  return <Navigate to={paths.explore.getHref()} replace />;
}

/** The checkout of one gig: the server's quote, the payment form, then the success page. */
export function CheckoutView({ gigId, buyer }: CheckoutViewProps) {
  const navigate = useNavigate();
  const quote = useCheckoutQuote(gigId);
  const payment = usePay();
  const payOnce = usePayOnce();

  if (gigId === '') return <GigNotFound />;
  if (quote.isPending) return <LoadingCard />;
  if (quote.isError) {
    const { error } = quote;
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return <GigNotFound />;
    if (isApiError(error) && (error.status === 403 || error.status === 422)) {
      return (
        <div className="grid gap-4">
          <Alert variant="error">{error.message}</Alert>
          <Link to={paths.gig.getHref(gigId)} className="text-link">
            {CHECKOUT_TEXTS.backToGig}
          </Link>
        </div>
      );
    }
    return (
      <div role="alert" className="grid justify-items-center gap-3 py-10 text-center">
        <p className="font-medium">{errorMessage(error, 'Could not load the checkout.')}</p>
        <Button variant="outline" onClick={() => void quote.refetch()}>
          Retry
        </Button>
      </div>
    );
  }

  function onSubmit(input: PayInput) {
    payment.mutate(
      { gigId, input, idempotencyKey: payOnce.keyFor(input) },
      {
        onSuccess: (order) => {
          toast.success(CHECKOUT_TEXTS.paymentSuccessful, { description: CHECKOUT_TEXTS.paymentSuccessfulDescription });
          void navigate(paths.paymentSuccess.getHref(order.id), { replace: true });
        },
        onError: (error) => payOnce.failed(error),
      },
    );
  }

  return (
    <div className="grid gap-6">
      <Link to={paths.gig.getHref(gigId)} className="inline-flex items-center gap-2 text-sm text-link">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {CHECKOUT_TEXTS.backToGig}
      </Link>
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <Card className="lg:order-1">
          <CardHeader>
            <CardTitle>{CHECKOUT_TEXTS.paymentDetails}</CardTitle>
          </CardHeader>
          <CardContent>
            <CardForm
              defaultValues={{ fullName: buyer.name, email: buyer.email }}
              submitLabel={CHECKOUT_TEXTS.pay(formatCents(quote.data.totalCents))}
              isSubmitting={payment.isPending}
              error={payment.isError ? errorMessage(payment.error, CHECKOUT_TEXTS.retryLater) : null}
              onSubmit={onSubmit}
            />
          </CardContent>
        </Card>
        <div className="lg:order-2">
          <OrderSummary quote={quote.data} />
        </div>
      </div>
    </div>
  );
}
