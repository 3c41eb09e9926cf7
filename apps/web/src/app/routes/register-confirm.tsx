import { useSearchParams } from 'react-router';
import { Page } from '../../components/page.tsx';
import { ConfirmSignUp } from '../../features/accounts/auth/components/confirm-sign-up.tsx';

/** /register/confirm?token=...: the page the sign-up email's link opens; it creates the account. */
export default function RegisterConfirmRoute() {
  const [searchParams] = useSearchParams();
  return (
    <Page title="Confirm Sign-Up" width="narrow">
      <ConfirmSignUp token={searchParams.get('token') ?? ''} />
    </Page>
  );
}
