import { Link } from 'react-router';
import { Page } from '../../components/page.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { paths } from '../../lib/paths.ts';

export default function ForgotPasswordRoute() {
  useDocumentTitle('Forgot Password');
  return (
    <Page title="Forgot Password" width="narrow">
      <div className="grid gap-4 text-muted-foreground">
        <p>Resetting your password by email will be available here soon.</p>
        <p>
          Remembered it?{' '}
          <Link to={paths.login.getHref()} className="text-link">
            Back to log in
          </Link>
        </p>
      </div>
    </Page>
  );
}
