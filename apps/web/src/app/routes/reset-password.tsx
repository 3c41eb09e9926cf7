import { useSearchParams } from 'react-router';
import { Page } from '../../components/page.tsx';
import { ResetPasswordForm } from '../../features/accounts/auth/components/reset-password-form.tsx';

/** /reset-password?token=...: the page an emailed reset link opens. */
export default function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  return (
    <Page title="Reset Password" width="narrow">
      <ResetPasswordForm token={searchParams.get('token') ?? ''} />
    </Page>
  );
}
