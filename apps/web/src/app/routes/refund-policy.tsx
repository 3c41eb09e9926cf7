import { Link } from 'react-router';
import { Page, ProseSection } from '../../components/page.tsx';
import { paths } from '../../lib/paths.ts';

export default function RefundPolicyRoute() {
  return (
    <Page title="Refund Policy" description="When and how you can get your money back." width="prose">
      <div className="grid gap-8">
        <ProseSection title="Before work starts">
          <p>
            If you cancel an order before the seller has started working on it, you get a full refund, including the
            platform fee.
          </p>
        </ProseSection>
        <ProseSection title="If the seller doesn't deliver">
          <p>
            If the seller doesn't deliver by the promised date and you haven't agreed on a new one, you can cancel the
            order and get a full refund.
          </p>
        </ProseSection>
        <ProseSection title="If the delivery isn't what was agreed">
          <p>
            First ask the seller for a revision through your order. If you still can't agree, contact us: we review the
            order, the gig description and your messages, and may refund all or part of the price.
          </p>
        </ProseSection>
        <ProseSection title="When refunds are not given">
          <ul>
            <li>After you have accepted the delivered work as complete.</li>
            <li>For a change of mind once the work was delivered as described.</li>
            <li>For Pro plan months that have already started; you can cancel before the next month.</li>
          </ul>
        </ProseSection>
        <ProseSection title="How refunds are paid">
          <p>
            Refunds go back to the original payment method. Need help? Visit the{' '}
            <Link to={paths.help.getHref()}>Help Center</Link>.
          </p>
        </ProseSection>
      </div>
    </Page>
  );
}
