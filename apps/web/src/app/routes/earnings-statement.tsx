import { EARNINGS_TEXTS } from '@teenfreelance/contracts/seller-earnings';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmptyFrame, Page } from '../../components/page.tsx';
import { PageLoadFailed } from '../../components/query-state.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useEarningsStatement } from '../../features/dashboards/api/get-earnings-statement.ts';
import { EarningsStatement } from '../../features/dashboards/components/earnings-statement.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useTitleSubject } from '../../lib/document-title.tsx';
import { paths } from '../../lib/paths.ts';

/** The `?year=` asked for: a whole number, or none (this year, as the server takes it). */
function yearFrom(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const year = Number(value);
  return Number.isInteger(year) ? year : Number.NaN;
}

/** /dashboard/earnings/statement?year=: a freelancer's earnings of one year, to print or download. */
export default function EarningsStatementRoute() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const year = yearFrom(search.get('year'));
  const statement = useEarningsStatement(year);
  useTitleSubject(statement.data ? String(statement.data.year) : undefined);

  if (statement.isPending) {
    return (
      <div role="status" className="mx-auto grid w-full max-w-6xl gap-4 px-4 py-12">
        <span className="sr-only">Loading the statement...</span>
        <Skeleton className="h-9 w-1/2" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  if (statement.isError) {
    if (isApiError(statement.error) && statement.error.status < 500) {
      // A buyer or an admin is told plainly (403); a year that is not one (400) offers this year's.
      const isRole = statement.error.status === 403;
      return (
        <Page title={EARNINGS_TEXTS.statementLink} width="prose">
          <EmptyFrame>
            <p>{isRole ? EARNINGS_TEXTS.onlyFreelancers : EARNINGS_TEXTS.notAYear}</p>
            <Link
              to={isRole ? paths.dashboard.getHref() : paths.earningsStatement.getHref()}
              className={buttonClasses({ variant: 'outline' })}
            >
              {isRole ? 'Go to Dashboard' : EARNINGS_TEXTS.statementLink}
            </Link>
          </EmptyFrame>
        </Page>
      );
    }
    return <PageLoadFailed title="Failed to load this statement" onRetry={() => void statement.refetch()} />;
  }
  return (
    <EarningsStatement
      statement={statement.data}
      onYearChange={(next) => void navigate(paths.earningsStatement.getHref(next))}
    />
  );
}
