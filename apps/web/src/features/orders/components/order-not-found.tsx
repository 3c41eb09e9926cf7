import { ORDER_TEXTS } from '@teenfreelance/contracts/orders';
import { Link } from 'react-router';
import { EmptyFrame, Page } from '../../../components/page.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';

/** An order that is not there, or not the viewer's: the same answer for both. */
export function OrderNotFound() {
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
