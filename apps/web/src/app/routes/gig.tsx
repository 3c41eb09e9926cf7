import { Link } from 'react-router';
import { EmptyFrame, Page } from '../../components/page.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { paths } from '../../lib/paths.ts';

/** /gig/{id} and /projects/{id}: the gig detail. */
export default function GigRoute() {
  useDocumentTitle('Service Details');
  return (
    <Page title="Service Details">
      <nav aria-label="Breadcrumb" className="-mt-4 mb-6 text-sm text-muted-foreground">
        <ol className="flex flex-wrap gap-2">
          <li>
            <Link to={paths.home.getHref()} className="hover:text-foreground hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to={paths.explore.getHref()} className="hover:text-foreground hover:underline">
              Explore
            </Link>
          </li>
        </ol>
      </nav>
      <EmptyFrame>
        <p>The service's details will appear here.</p>
      </EmptyFrame>
    </Page>
  );
}
