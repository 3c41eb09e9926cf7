import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { EmptyFrame, Page } from '../../components/page.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { paths } from '../../lib/paths.ts';

export default function JobsRoute() {
  useDocumentTitle('Browse Jobs');
  return (
    <Page
      title="Browse Jobs"
      description="Find projects posted by clients looking for teen talent."
      actions={
        <Link to={paths.postJob.getHref()} className={buttonClasses()}>
          Post a Job
        </Link>
      }
    >
      <EmptyFrame>
        <p>Jobs will appear here.</p>
      </EmptyFrame>
    </Page>
  );
}
