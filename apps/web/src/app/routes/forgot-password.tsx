import { Page } from '../../components/page.tsx';
import { ForgotPasswordForm } from '../../features/accounts/auth/components/forgot-password-form.tsx';

export default function ForgotPasswordRoute() {
  return (
    <Page title="Forgot Password" width="narrow">
      <ForgotPasswordForm />
    </Page>
  );
}
