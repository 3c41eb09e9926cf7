import { Link } from 'react-router';
import { Page, ProseSection } from '../../components/page.tsx';
import { paths } from '../../lib/paths.ts';

export default function TermsRoute() {
  return (
    <Page title="Terms of Service" description="The rules for using TeenFreelance, in plain language." width="prose">
      <div className="grid gap-8">
        <ProseSection title="1. Who can use TeenFreelance">
          <p>
            You must be at least 13 years old to create an account. If you are under 18, you may only sell services with
            the consent of a parent or legal guardian. We ask for your date of birth and your parent or guardian's
            contact details when you sign up, and we email them a link to give their consent. Until they do, your gigs
            stay private and cannot be bought.
          </p>
          <p>Buyers must be at least 18, or use TeenFreelance with a parent or guardian.</p>
        </ProseSection>
        <ProseSection title="2. Your account">
          <ul>
            <li>Give accurate information and keep your password to yourself.</li>
            <li>One person, one account. Don't sign up on someone else's behalf without their permission.</li>
            <li>You are responsible for what happens under your account.</li>
          </ul>
        </ProseSection>
        <ProseSection title="3. Selling services">
          <ul>
            <li>Only offer services you can deliver yourself, legally and safely.</li>
            <li>Describe your gig honestly: what's included, the price and the delivery time.</li>
            <li>Free accounts can publish up to 2 gigs; Pro accounts up to 10.</li>
          </ul>
        </ProseSection>
        <ProseSection title="4. Buying services">
          <p>
            When you buy a gig, you pay the listed price plus a 4% platform fee. The seller is notified and starts work.
            Talk to the seller through TeenFreelance messages so there is a record if something goes wrong.
          </p>
        </ProseSection>
        <ProseSection title="5. Keeping everyone safe">
          <ul>
            <li>
              Keep conversations and payments on TeenFreelance. Don't ask for or share phone numbers, emails or outside
              payment apps, especially with minors.
            </li>
            <li>No harassment, hateful content, scams, or requests for anything illegal or unsafe.</li>
            <li>Use Report and Block when something feels wrong. Our team reviews every report.</li>
          </ul>
        </ProseSection>
        <ProseSection title="6. Ending or suspending accounts">
          <p>
            We may suspend or close accounts that break these terms or put others at risk. You can stop using
            TeenFreelance at any time.
          </p>
        </ProseSection>
        <ProseSection title="7. More information">
          <p>
            Read how we handle your data in our <Link to={paths.privacy.getHref()}>Privacy Policy</Link> and how refunds
            work in our <Link to={paths.refundPolicy.getHref()}>Refund Policy</Link>. Questions? Visit the{' '}
            <Link to={paths.help.getHref()}>Help Center</Link>.
          </p>
        </ProseSection>
      </div>
    </Page>
  );
}
