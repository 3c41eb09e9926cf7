import { ADMIN_TEXTS, type Restriction } from '@teenfreelance/contracts/admin';
import { Link } from 'react-router';
import {
  headerCellClasses,
  QueryState,
  TableScroller,
  tableClasses,
  tableHeadClasses,
} from '../../../../components/query-state.tsx';
import { RelativeTime, useNow } from '../../../../components/relative-time.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { paths } from '../../../../lib/paths.ts';
import { toast } from '../../../../lib/toast.ts';
import { useReinstate, useRestrictions } from '../api/restrictions.ts';
import { AdminSection, EmptyNote } from './admin-section.tsx';
import { publicHref, targetLabel } from './labels.ts';
import { ReasonDialogButton } from './reason-dialog-button.tsx';

const WHAT_HAPPENS: Record<Restriction['targetKind'], string> = {
  profile:
    'They can sign in again, and the gigs and job posts the suspension hid come back. Cancelled orders stay cancelled.',
  gig: 'It is public again, unless something else keeps it private.',
  job: 'It is shown again, and open again if hiding it closed it.',
  review: "It is shown again and counts in the gig's rating.",
};

function ReinstateButton({ restriction }: { restriction: Restriction }) {
  const reinstate = useReinstate();
  const what = restriction.targetKind === 'profile' ? restriction.title : `the ${targetLabel(restriction.targetKind)}`;
  return (
    <ReasonDialogButton
      label={ADMIN_TEXTS.reinstate}
      title={`${ADMIN_TEXTS.reinstate} ${what}`}
      description={WHAT_HAPPENS[restriction.targetKind]}
      pendingLabel="Reinstating..."
      variant="default"
      mutation={reinstate}
      errorFallback="Could not reinstate it. Please try again."
      onReason={(reason, close) =>
        reinstate.mutate(
          { targetKind: restriction.targetKind, targetId: restriction.targetId, reason },
          {
            onSuccess: () => {
              toast.success('Reinstated');
              close();
            },
          },
        )
      }
    />
  );
}

function RestrictionRow({ restriction, now }: { restriction: Restriction; now: number }) {
  const href = publicHref(restriction.targetKind, restriction.targetId);
  const suspended = restriction.targetKind === 'profile';
  return (
    <tr className="border-t">
      <td className="p-3">
        <Badge variant={suspended ? 'soft' : 'outline'}>
          {suspended ? 'Suspended account' : `Hidden ${targetLabel(restriction.targetKind)}`}
        </Badge>
      </td>
      <th scope="row" className="max-w-xs p-3 font-medium break-words">
        {href ? (
          <Link to={href} className="hover:underline focus-ring">
            {restriction.title}
          </Link>
        ) : (
          restriction.title
        )}
      </th>
      <td className="p-3">
        {restriction.owner && !suspended ? (
          <Link to={paths.userProfile.getHref(restriction.owner.id)} className="hover:underline focus-ring">
            {restriction.owner.name}
          </Link>
        ) : (
          '—'
        )}
      </td>
      <td className="p-3 whitespace-nowrap">
        <RelativeTime iso={restriction.since} now={now} />
      </td>
      <td className="p-3">
        <ReinstateButton restriction={restriction} />
      </td>
    </tr>
  );
}

/** Suspended accounts and hidden gigs, job posts and reviews, newest first, each with Reinstate. */
export function Restrictions() {
  const query = useRestrictions();
  const now = useNow();
  return (
    <AdminSection title={ADMIN_TEXTS.restrictions}>
      <QueryState query={query} loadingLabel="Loading..." errorTitle="This list could not be loaded.">
        {({ restrictions }) =>
          restrictions.length === 0 ? (
            <EmptyNote>{ADMIN_TEXTS.restrictionsEmpty}</EmptyNote>
          ) : (
            <TableScroller label="Table of suspended accounts and hidden items">
              <table className={tableClasses}>
                <thead className={tableHeadClasses}>
                  <tr>
                    {['What', 'Name or title', 'Whose', 'Since', 'Actions'].map((heading) => (
                      <th key={heading} scope="col" className={headerCellClasses}>
                        {heading}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {restrictions.map((restriction) => (
                    <RestrictionRow
                      key={`${restriction.targetKind}:${restriction.targetId}`}
                      restriction={restriction}
                      now={now}
                    />
                  ))}
                </tbody>
              </table>
            </TableScroller>
          )
        }
      </QueryState>
    </AdminSection>
  );
}
