import { useId } from 'react';
import { CARD_CHECK_TEXTS as T } from '@teenfreelance/contracts/card-check';
import { CardForm } from '../../../../components/card-form.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Card, CardContent } from '../../../../components/ui/card.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { formatLongDate } from '../../../../lib/format-date.ts';
import { usePaymentVerification, useVerifyPaymentMethod } from '../api/payment-verification.ts';

/**
 * 'Verify a payment method' (decision 0085): the $0 card check, on the
 * profile (buyers) and on /family (a guardian, `intro` says why).
 */
export function VerifyPaymentMethod({ intro = T.intro }: { intro?: string }) {
  const headingId = useId();
  const status = usePaymentVerification();
  const verify = useVerifyPaymentMethod();
  const answer = verify.data ?? status.data;
  return (
    <Card>
      <CardContent className="grid gap-3 p-6">
        <section aria-labelledby={headingId} className="grid gap-3">
          <h2 id={headingId} className="text-lg font-semibold">
            {T.title}
          </h2>
          {status.isPending ? (
            <Skeleton className="h-10 w-full" />
          ) : answer?.verifiedAt ? (
            <Alert variant="success">
              {answer.card
                ? T.verifiedJustNow(answer.card.brand, answer.card.last4)
                : T.verified(formatLongDate(answer.verifiedAt))}
            </Alert>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">{intro}</p>
              <CardForm
                submitLabel={T.submit}
                isSubmitting={verify.isPending}
                error={verify.isError ? errorMessage(verify.error, 'Please try again.') : null}
                onSubmit={({ fullName, cardNumber, expiry, cvc }) =>
                  verify.mutate({ fullName, cardNumber, expiry, cvc })
                }
              />
            </>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
