import { CHECKOUT_TEXTS, type CheckoutQuote, type PayInput } from '@teenfreelance/contracts/checkout';
import { useQueryClient } from '@tanstack/react-query';
import { JOB_TEXTS } from '@teenfreelance/contracts/job-posts';
import { formatMoney } from '@teenfreelance/contracts/money';
import type { Order } from '@teenfreelance/contracts/orders';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { errorMessage, isApiError } from '../../../../lib/api-client.ts';
import { paths } from '../../../../lib/paths.ts';
import { toast } from '../../../../lib/toast.ts';
import { useCheckoutQuote, type CheckoutTarget } from '../api/get-checkout-quote.ts';
import { usePay } from '../api/pay.ts';
import { priceChangeOf } from '../api/price-changed.ts';
import { checkoutKeys } from '../api/query-keys.ts';
import { usePayOnce } from '../../../../lib/use-pay-once.ts';
import { CardForm } from '../../../../components/card-form.tsx';
import { DeliveryDatePicker } from './delivery-date-picker.tsx';
import { OrderSummary } from './order-summary.tsx';

interface CheckoutViewProps {
  /** The gig (`?gig=`) or the hired proposal (`?proposal=`) to pay for. */
  target: CheckoutTarget;
  /** The signed-in buyer, to fill in the name and email. */
  buyer: { name: string; email: string };
  /** Told of the new order as soon as it is paid, before the success page opens (the app refreshes the orders' cache). */
  onPaid?: (order: Order) => void;
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

/**
 * What is not there (or not for sale, or not the caller's to pay): the toast,
 * then the catalogue (a gig) or the jobs (a proposal).
 */
function ItemNotFound({ kind }: { kind: CheckoutTarget['kind'] }) {
  useEffect(() => {
    if (kind === 'gig') {
      toast.error(CHECKOUT_TEXTS.gigNotFound, { description: CHECKOUT_TEXTS.gigNotFoundDescription });
    } else {
      toast.error(CHECKOUT_TEXTS.proposalNotFound, { description: CHECKOUT_TEXTS.proposalNotFoundDescription });
    }
  }, [kind]);
  return <Navigate to={kind === 'gig' ? paths.explore.getHref() : paths.jobs.getHref()} replace />;
}

/** The way back: to the gig, or to the job post of a hired proposal. */
function BackLink({ item }: { item: CheckoutQuote['item'] }) {
  const jobId = item.kind === 'proposal' ? item.jobId : null;
  return (
    <Link
      to={jobId ? paths.job.getHref(jobId) : paths.gig.getHref(item.id)}
      className="inline-flex items-center gap-2 text-sm text-link"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {jobId ? CHECKOUT_TEXTS.backToJob : CHECKOUT_TEXTS.backToGig}
    </Link>
  );
}

/** A refusal the server explains (not a buyer, own gig, proposal not hired or already paid). */
function Refusal({ target, message }: { target: CheckoutTarget; message: string }) {
  return (
    <div className="grid gap-4">
      <Alert variant="error">{message}</Alert>
      {target.kind === 'gig' ? (
        <Link to={paths.gig.getHref(target.id)} className="text-link">
          {CHECKOUT_TEXTS.backToGig}
        </Link>
      ) : (
        <Link to={paths.jobs.getHref()} className="text-link">
          {JOB_TEXTS.backToJobs}
        </Link>
      )}
    </div>
  );
}

/** The checkout of one gig or hired proposal: the server's quote, the payment form, then the success page. */
export function CheckoutView({ target, buyer, onPaid }: CheckoutViewProps) {
  const navigate = useNavigate();
  const quote = useCheckoutQuote(target);
  const payment = usePay(onPaid);
  const payOnce = usePayOnce();
  const queryClient = useQueryClient();
  /** The delivery date picked among those a seller under 16 can take (decision 0086); the first unless changed. */
  const [pickedDate, setPickedDate] = useState<string | null>(null);
  /** The last attempt's refusal because the seller changed the price while the buyer was here (nothing was charged). */
  const priceChange = priceChangeOf(payment.error);

  if (target.id === '') return <ItemNotFound kind={target.kind} />;
  if (quote.isPending) return <LoadingCard />;
  if (quote.isError) {
    const { error } = quote;
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return <ItemNotFound kind={target.kind} />;
    if (isApiError(error) && (error.status === 403 || error.status === 409 || error.status === 422)) {
      return <Refusal target={target} message={error.message} />;
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

  function onSubmit(card: PayInput, shown: CheckoutQuote) {
    // The total on the page is the one the buyer agrees to: the server charges that or nothing.
    const dueDate = dueDateOf(shown);
    const input = { ...card, quotedTotalCents: shown.totalCents, ...(dueDate ? { dueDate } : {}) };
    payment.mutate(
      { target, input, idempotencyKey: payOnce.keyFor(input) },
      {
        onSuccess: (order) => {
          toast.success(CHECKOUT_TEXTS.paymentSuccessful, { description: CHECKOUT_TEXTS.paymentSuccessfulDescription });
          void navigate(paths.paymentSuccess.getHref(order.id), { replace: true });
        },
        onError: (error) => {
          payOnce.failed(error);
          const changed = priceChangeOf(error);
          if (!changed) return;
          // The page shows the new figures and the buyer decides again: nothing is paid until they press Pay.
          queryClient.setQueryData(checkoutKeys.quote(target), changed.quote);
        },
      },
    );
  }
  const shown = quote.data;
  /** The picked date while the quote still offers it, else the first offered. */
  function dueDateOf(offer: CheckoutQuote): string | undefined {
    const options = offer.deliveryDates?.options ?? [];
    return options.find((option) => option.date === pickedDate)?.date ?? options[0]?.date;
  }
  const isFull = shown.deliveryDates?.options.length === 0;

  return (
    <div className="grid gap-6">
      <BackLink item={shown.item} />
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <Card className="lg:order-1">
          <CardHeader>
            <CardTitle>{CHECKOUT_TEXTS.paymentDetails}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            {priceChange && (
              <Alert variant="error">
                {CHECKOUT_TEXTS.priceChangedNotice(
                  formatMoney(priceChange.quotedTotalCents),
                  formatMoney(priceChange.quote.totalCents),
                )}
              </Alert>
            )}
            {shown.deliveryDates && (
              <DeliveryDatePicker
                dates={shown.deliveryDates}
                sellerName={shown.seller.name}
                value={dueDateOf(shown) ?? ''}
                onChange={setPickedDate}
              />
            )}
            {!isFull && (
              <CardForm
                defaultValues={{ fullName: buyer.name, email: buyer.email }}
                submitLabel={CHECKOUT_TEXTS.pay(formatMoney(shown.totalCents))}
                isSubmitting={payment.isPending}
                error={payment.isError && !priceChange ? errorMessage(payment.error, CHECKOUT_TEXTS.retryLater) : null}
                onSubmit={(card) => onSubmit(card, shown)}
              />
            )}
          </CardContent>
        </Card>
        <div className="lg:order-2">
          <OrderSummary quote={shown} />
        </div>
      </div>
    </div>
  );
}
