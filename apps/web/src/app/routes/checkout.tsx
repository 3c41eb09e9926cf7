import { CHECKOUT_TEXTS } from '@teenfreelance/contracts/checkout';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/page.tsx';
import { useSession } from '../../features/accounts/auth/api/get-session.ts';
import { useRememberPlacedOrder } from '../../features/orders/api/remember-placed-order.ts';
import type { CheckoutTarget } from '../../features/payments/checkout/api/get-checkout-quote.ts';
import { CheckoutView } from '../../features/payments/checkout/components/checkout-view.tsx';

/** What the URL asks to pay for: `?proposal={id}` (a hired proposal for a job post), else `?gig={id}`. */
function targetOf(searchParams: URLSearchParams): CheckoutTarget {
  const proposalId = searchParams.get('proposal');
  if (proposalId !== null) return { kind: 'proposal', id: proposalId };
  return { kind: 'gig', id: searchParams.get('gig') ?? '' };
}

/** /checkout?gig={id} or /checkout?proposal={id}: pay (signed in; the session layout sends visitors to sign in). */
export default function CheckoutRoute() {
  const [searchParams] = useSearchParams();
  const { user } = useSession();
  const target = targetOf(searchParams);
  const onPaid = useRememberPlacedOrder();
  return (
    <Page title={CHECKOUT_TEXTS.title}>
      {user && (
        <CheckoutView
          // A new item is a new checkout: its own quote, form and Idempotency-Keys.
          key={`${target.kind}:${target.id}`}
          target={target}
          buyer={{ name: user.name, email: user.email }}
          onPaid={onPaid}
        />
      )}
    </Page>
  );
}
