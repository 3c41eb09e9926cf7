import { Page } from '../../components/page.tsx';
import { ForgotPasswordForm } from '../../features/accounts/auth/components/forgot-password-form.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

export default function ForgotPasswordRoute() {
  useDocumentTitle('Forgot Password');
  return (
    <Page title="Forgot Password" width="narrow">
      <ForgotPasswordForm />
    </Page>
  );
}
