import { EmptyFrame, Page } from '../../components/page.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

export default function CheckoutRoute() {
  useDocumentTitle('Checkout');
  return (
    <Page title="Checkout" width="prose">
      <EmptyFrame>
        <p>Your order summary and payment form will appear here.</p>
      </EmptyFrame>
    </Page>
  );
}
