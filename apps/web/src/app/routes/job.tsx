import { Link } from 'react-router';
import { EmptyFrame, Page } from '../../components/page.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { paths } from '../../lib/paths.ts';

export default function JobRoute() {
  useDocumentTitle('Job Details');
  return (
    <Page title="Job Details">
      <EmptyFrame>
        <p>The job's details will appear here.</p>
        <Link to={paths.jobs.getHref()} className="text-link">
          Browse all jobs
        </Link>
      </EmptyFrame>
    </Page>
  );
}
