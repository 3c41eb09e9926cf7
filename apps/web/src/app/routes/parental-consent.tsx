import { useSearchParams } from 'react-router';
import { Page } from '../../components/page.tsx';
import { ParentalConsent } from '../../features/accounts/components/parental-consent-form.tsx';

export default function ParentalConsentRoute() {
  const [searchParams] = useSearchParams();
  return (
    <Page title="Parental Consent" width="prose">
      <ParentalConsent token={searchParams.get('token') ?? ''} />
    </Page>
  );
}
