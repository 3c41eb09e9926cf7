import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from './ui/button.tsx';
import { Skeleton } from './ui/skeleton.tsx';
import { errorMessage } from '../lib/api-client.ts';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** What is loading, for screen readers: 'Loading your earnings...'. */
  loadingLabel: string;
  /** What failed: 'Your earnings could not be loaded.'. */
  errorTitle: string;
  children: (data: T) => ReactNode;
}

/** Two skeleton blocks, announced with `label` ('Loading your earnings...'). */
export function LoadingBlocks({ label }: { label: string }) {
  return (
    <div role="status" className="grid gap-4">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

/** A query's skeleton while it loads, its error (announced) with Retry, then `children` with the data. */
export function QueryState<T>({ query, loadingLabel, errorTitle, children }: QueryStateProps<T>) {
  if (query.isPending) return <LoadingBlocks label={loadingLabel} />;
  if (query.isError) {
    return (
      <div role="alert" className="state-box">
        <p className="font-medium">{errorTitle}</p>
        <p className="text-sm text-muted-foreground">
          {errorMessage(query.error, 'Something went wrong. Please try again.')}
        </p>
        <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isRefetching}>
          {query.isRefetching ? 'Retrying...' : 'Retry'}
        </Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

/** A page whose own data failed to load (the server or the connection, not a 4xx the page explains): announced, with Retry. */
export function PageLoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-20 text-center">
      <h1 className="text-xl font-semibold">{title}</h1>
      <Button variant="outline" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

/** A table that scrolls sideways on a narrow screen; focusable so a keyboard can scroll it too. */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto rounded-xl border focus-ring">
      {children}
    </div>
  );
}

export const headerCellClasses = 'p-3 font-medium';
export const tableClasses = 'w-full min-w-[44rem] text-left text-sm';
export const tableHeadClasses = 'bg-muted text-muted-foreground';
