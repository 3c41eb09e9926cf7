import { Link } from 'react-router';
import { Page, ProseSection } from '../../components/page.tsx';
import { paths } from '../../lib/paths.ts';

export default function PrivacyRoute() {
  return (
    <Page title="Privacy Policy" description="What we collect, why, and how we protect it." width="prose">
      <div className="grid gap-8">
        <ProseSection title="What we collect">
          <ul>
            <li>
              Account details: your name, email address, password (stored only as a secure hash) and account type.
            </li>
            <li>
              For sellers under 18: date of birth and a parent or guardian's name, email and phone number, used only to
              get and record their consent.
            </li>
            <li>What you add: your profile, gigs, images, messages, orders and reviews.</li>
            <li>Payment records: amounts and order details. We never store card numbers.</li>
          </ul>
        </ProseSection>
        <ProseSection title="How we use it">
          <ul>
            <li>To run your account, show your gigs and process your orders.</li>
            <li>To keep the marketplace safe: detecting abuse, reviewing reports and protecting minors.</li>
            <li>
              To send you messages about your account and orders. We don't sell your data or show third-party ads.
            </li>
          </ul>
        </ProseSection>
        <ProseSection title="Protecting minors">
          <p>
            A minor's public profile never shows their email, phone number, city, date of birth or other personal
            details. In conversations with a minor, contact details and links to outside apps are hidden automatically.
          </p>
        </ProseSection>
        <ProseSection title="Images you upload">
          <p>
            Uploaded images are stored on our own servers. We remove hidden location data (EXIF and GPS) from every
            image before it is shown.
          </p>
        </ProseSection>
        <ProseSection title="Cookies">
          <p>We use one essential cookie to keep you signed in. We don't use advertising or tracking cookies.</p>
        </ProseSection>
        <ProseSection title="Your choices">
          <p>
            You can view and update your profile at any time, and ask us to delete your account and data. Parents and
            guardians can contact us about their child's account. Visit the{' '}
            <Link to={paths.help.getHref()}>Help Center</Link> to get in touch.
          </p>
        </ProseSection>
      </div>
    </Page>
  );
}
