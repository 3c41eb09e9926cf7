import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { EmptyFrame, Page } from '../../components/page.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { paths } from '../../lib/paths.ts';

export default function PaymentSuccessRoute() {
  useDocumentTitle('Payment');
  return (
    <Page title="Payment" width="prose">
      <EmptyFrame>
        <p>Your order's confirmation will appear here after checkout.</p>
        <Link to={paths.dashboard.getHref()} className={buttonClasses({ variant: 'outline' })}>
          Go to Dashboard
        </Link>
      </EmptyFrame>
    </Page>
  );
}
