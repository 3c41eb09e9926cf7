import { Link } from 'react-router';
import { Page } from '../../components/page.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { paths } from '../../lib/paths.ts';

export default function ResetPasswordRoute() {
  useDocumentTitle('Reset Password');
  return (
    <Page title="Reset Password" width="narrow">
      <div className="grid gap-4 text-muted-foreground">
        <p>Choosing a new password from an email link will be available here soon.</p>
        <p>
          <Link to={paths.login.getHref()} className="text-link">
            Back to log in
          </Link>
        </p>
      </div>
    </Page>
  );
}
