import { useId } from 'react';
import { ADMIN_TEXTS } from '@teenfreelance/contracts/admin';
import { useNow } from '../../../../components/relative-time.tsx';
import { useUrlParams } from '../../../../lib/use-url-params.ts';
import { Label } from '../../../../components/ui/label.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { useReportQueue } from '../api/get-report-queue.ts';
import type { ReportQueueSort } from '../api/query-keys.ts';
import { QueryState } from '../../../../components/query-state.tsx';
import { AdminSection, EmptyNote } from './admin-section.tsx';
import { ReportGroupCard } from './report-group.tsx';

const SORT_PARAM = 'sort';
const isSort = (value: string | null): value is ReportQueueSort => value === 'newest' || value === 'most';

/** The sort of the queue, kept in the URL (`?sort=most`; newest first without it). */
function useQueueSort(): [ReportQueueSort, (sort: ReportQueueSort) => void] {
  const [searchParams, changeParams] = useUrlParams();
  const value = searchParams.get(SORT_PARAM);
  const sort = isSort(value) ? value : 'newest';
  const setSort = (next: ReportQueueSort) =>
    changeParams(
      (params) => {
        if (next === 'newest') params.delete(SORT_PARAM);
        else params.set(SORT_PARAM, next);
        return params;
      },
      { replace: true },
    );
  return [sort, setSort];
}

/** The review queue: open reports grouped by what they report, each shown in context with Dismiss and the actions that apply. */
export function ReportQueue() {
  const id = useId();
  const [sort, setSort] = useQueueSort();
  const query = useReportQueue(sort);
  const now = useNow();
  return (
    <AdminSection
      title={ADMIN_TEXTS.queue}
      tools={
        <div className="grid gap-1">
          <Label htmlFor={`${id}-sort`}>Sort</Label>
          <Select
            id={`${id}-sort`}
            value={sort}
            onChange={(event) => {
              if (isSort(event.target.value)) setSort(event.target.value);
            }}
          >
            <option value="newest">{ADMIN_TEXTS.newest}</option>
            <option value="most">{ADMIN_TEXTS.most}</option>
          </Select>
        </div>
      }
    >
      <QueryState
        query={query}
        loadingLabel="Loading the review queue..."
        errorTitle="The review queue could not be loaded."
      >
        {({ groups }) =>
          groups.length === 0 ? (
            <EmptyNote>{ADMIN_TEXTS.empty}</EmptyNote>
          ) : (
            <div className="grid gap-4">
              {groups.map((group) => (
                <ReportGroupCard key={`${group.targetKind}:${group.targetId}`} group={group} now={now} />
              ))}
            </div>
          )
        }
      </QueryState>
    </AdminSection>
  );
}
