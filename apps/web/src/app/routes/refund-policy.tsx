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
            The seller can ask you for a few more days, with a reason; you choose whether to give them, and a request
            you don't answer within 48 hours expires. If the order still isn't delivered a day after its due date, you
            can cancel it from the order page for a full refund, without waiting for the seller to agree.
          </p>
        </ProseSection>
        <ProseSection title="If the delivery isn't what was agreed">
          <p>
            First ask the seller for a revision through your order. If only part of the work was done, either of you can
            propose to close the order with part of the price refunded; when the other agrees, you get that part back
            with its share of the platform fee, and the seller is paid the rest. If you still can't agree, contact us:
            we review the order, the gig description and your messages, and may refund all or part of the price.
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
