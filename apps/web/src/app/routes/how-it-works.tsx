import { Link } from 'react-router';
import { Page, ProseSection } from '../../components/page.tsx';
import { paths } from '../../lib/paths.ts';

export default function HowItWorksRoute() {
  return (
    <Page title="How It Works" description="Hiring a teen freelancer, or becoming one, in a few steps." width="prose">
      <div className="grid gap-8">
        <ProseSection title="For buyers">
          <ol className="ml-5 list-decimal space-y-2">
            <li>
              <strong>Find a service.</strong> <Link to={paths.explore.getHref()}>Explore</Link> gigs by category or
              search for what you need.
            </li>
            <li>
              <strong>Talk first.</strong> Message the seller with questions before you order.
            </li>
            <li>
              <strong>Order and pay securely.</strong> Pay the gig price plus a 4% platform fee at checkout.
            </li>
            <li>
              <strong>Get your delivery.</strong> Follow the order in your dashboard, ask for revisions, and leave a
              review.
            </li>
          </ol>
          <p>
            Prefer to describe your project? <Link to={paths.postJob.getHref()}>Post a job</Link> and let freelancers
            apply.
          </p>
        </ProseSection>
        <ProseSection title="For teen freelancers">
          <ol className="ml-5 list-decimal space-y-2">
            <li>
              <strong>Join.</strong> You must be 13 or older. If you're under 18, a parent or guardian confirms by
              email.
            </li>
            <li>
              <strong>Create a gig.</strong> Describe your service, price and delivery time, and add images of your
              work.
            </li>
            <li>
              <strong>Deliver great work.</strong> Chat with buyers on TeenFreelance, deliver on time and build your
              reviews.
            </li>
            <li>
              <strong>Grow.</strong> <Link to={paths.upgrade.getHref()}>Upgrade to Pro</Link> to publish more gigs and
              get featured.
            </li>
          </ol>
        </ProseSection>
        <ProseSection title="Safety first">
          <p>
            Conversations and payments stay on TeenFreelance, minors' personal details are never public, and every
            profile and conversation offers Report and Block. Read more in our{' '}
            <Link to={paths.terms.getHref()}>Terms of Service</Link>.
          </p>
        </ProseSection>
      </div>
    </Page>
  );
}
