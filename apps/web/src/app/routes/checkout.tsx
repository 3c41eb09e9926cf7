import { CHECKOUT_TEXTS } from '@teenfreelance/contracts/checkout';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/page.tsx';
import { useSession } from '../../features/auth/api/get-session.ts';
import { CheckoutView } from '../../features/orders/components/checkout-view.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

/** /checkout?gig={id}: pay for a gig (signed in; the session layout sends visitors to sign in). */
export default function CheckoutRoute() {
  useDocumentTitle(CHECKOUT_TEXTS.title);
  const [searchParams] = useSearchParams();
  const { user } = useSession();
  return (
    <Page title={CHECKOUT_TEXTS.title}>
      {user && <CheckoutView gigId={searchParams.get('gig') ?? ''} buyer={{ name: user.name, email: user.email }} />}
    </Page>
  );
}
